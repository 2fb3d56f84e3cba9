import { formatMoney, intlLocale, type EngineInfo, type FreeSpinOffer, type Locale, type PlayRound } from '@casino/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  FRAME_BALANCE_MESSAGE,
  FRAME_LIMIT_MESSAGE,
  FrameError,
  type FrameBalanceMessage,
  type FrameErrorKind,
  type RoundApi,
} from './round-api';
import { defaultStake, stakeSteps } from './stakes';

/** What every game UI of the frame shares: the round API, the balance, the stake and errors. */
export interface GameContext {
  info: EngineInfo;
  currency: string;
  /** The balance as the player should see it now: a win not yet revealed is not in it. */
  balance: number;
  round: PlayRound | null;
  steps: number[];
  stake: number;
  setStake: (stake: number) => void;
  busy: boolean;
  error: FrameErrorKind | null;
  /** Takes the error line down (a shared round moved on past what it said). */
  clearError: () => void;
  /** Starts a round; resolves to the round or null when it was refused (the error is shown). */
  start: (betCents: number, params?: Record<string, unknown>) => Promise<PlayRound | null>;
  act: (action: Record<string, unknown>) => Promise<PlayRound | null>;
  /** The player's gift free spins still to play in this game, or null (docs/decisions/048-free-spins.md). */
  giftSpins: GiftSpins | null;
  /** Plays the next gift free spin at its fixed stake; resolves like start. */
  startGiftSpin: () => Promise<PlayRound | null>;
  /** Reads the open round again (crash: the curve may have passed the crash point). */
  refresh: () => Promise<PlayRound | null>;
  money: (cents: number) => string;
  reducedMotion: boolean;
  /** The frame's round API (games with calls of their own, like the shared crash round). */
  api: RoundApi;
  /** Runs a call that answers a round, as start and act do (busy state, errors, balance). */
  call: (request: () => Promise<PlayRound>) => Promise<PlayRound | null>;
  /** Takes a round and balance read elsewhere (a polled shared round). */
  sync: (round: PlayRound | null, balance: number) => void;
  /**
   * Called by a game UI when its result animation has landed (at once under reduced motion),
   * so the frame can show the round's win arriving then rather than when the answer came.
   */
  revealed: () => void;
}

/** A gift's free spins as the frame follows them: the next spin (null after the last), of how many, at what stake. */
export interface GiftSpins {
  next: number | null;
  total: number;
  betCents: number;
}

const Context = createContext<GameContext | null>(null);

/** The gift's free spins after a round: the next one, or none left once the last was played. */
function giftSpinsAfter(spins: GiftSpins | null, round: PlayRound): GiftSpins | null {
  if (!spins || round.free_spin === null || round.free_spin === undefined) return spins;
  return { ...spins, next: round.free_spin < spins.total ? round.free_spin + 1 : null };
}

export function useGame(): GameContext {
  const value = useContext(Context);
  if (!value) throw new Error('useGame outside a game frame');
  return value;
}

interface ProviderProps {
  api: RoundApi;
  info: EngineInfo;
  locale: Locale;
  initial: { round: PlayRound | null; balance_cents: number; currency: string; free_spins?: FreeSpinOffer | null };
  children: ReactNode;
}

function tellPage(balance: number, currency: string, revealed: boolean) {
  if (typeof window === 'undefined' || window.parent === window) return;
  const message: FrameBalanceMessage = { type: FRAME_BALANCE_MESSAGE, balance_cents: balance, currency, revealed };
  window.parent.postMessage(message, window.location.origin);
}

/** How long a win waits for its game UI's revealed() before it shows anyway. */
const REVEAL_FALLBACK_MS = 4000;

/** The part of a round's answer that is a win the player has not seen land yet. */
function heldWin(round: PlayRound): number {
  return round.status === 'settled' && round.win_cents > 0 ? round.win_cents : 0;
}

/**
 * The balance as the player sees it: the wallet is settled when a round's answer comes, but its
 * win shows only when the game UI says the result has landed (revealed()), or after
 * REVEAL_FALLBACK_MS; the page around the frame is told the same figure at the same moments.
 */
function useShownBalance(initial: number, currency: string) {
  const [wallet, setWallet] = useState(initial);
  const [held, setHeld] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ wallet: initial, held: 0 });
  const reveal = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current.held === 0) return;
    latest.current = { wallet: latest.current.wallet, held: 0 };
    setHeld(0);
    tellPage(latest.current.wallet, currency, true);
  }, [currency]);
  const settle = useCallback(
    (nextWallet: number, win: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = win > 0 ? setTimeout(reveal, REVEAL_FALLBACK_MS) : null;
      latest.current = { wallet: nextWallet, held: win };
      setWallet(nextWallet);
      setHeld(win);
      tellPage(nextWallet - win, currency, win === 0);
    },
    [currency, reveal],
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { balance: wallet - held, settle, reveal };
}

export function GameProvider({ api, info, locale, initial, children }: ProviderProps) {
  const steps = useMemo(
    () => stakeSteps(info.min_bet_cents, info.max_bet_cents, initial.currency),
    [info.min_bet_cents, info.max_bet_cents, initial.currency],
  );
  const [stake, setStake] = useState(() => defaultStake(steps));
  const [round, setRound] = useState<PlayRound | null>(initial.round);
  const [giftSpins, setGiftSpins] = useState<GiftSpins | null>(() => {
    const offer = initial.free_spins;
    return offer ? { next: offer.next, total: offer.total, betCents: offer.bet_cents } : null;
  });
  const { balance, settle, reveal } = useShownBalance(initial.balance_cents, initial.currency);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FrameErrorKind | null>(null);
  const inFlight = useRef(false);
  const clearError = useCallback(() => setError(null), []);
  const reducedMotion = useMemo(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );

  const run = useCallback(
    async (call: () => Promise<PlayRound>): Promise<PlayRound | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const next = await call();
        setRound(next);
        setGiftSpins((spins) => giftSpinsAfter(spins, next));
        settle(next.balance_cents, heldWin(next));
        return next;
      } catch (err) {
        const kind = err instanceof FrameError ? err.kind : 'network';
        setError(kind);
        if (kind === 'limit_reached' && window.parent !== window) {
          window.parent.postMessage({ type: FRAME_LIMIT_MESSAGE }, window.location.origin);
        }
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [settle],
  );

  const value = useMemo<GameContext>(() => {
    const numberLocale = intlLocale(locale);
    return {
      info,
      currency: initial.currency,
      balance,
      round,
      steps,
      stake,
      setStake,
      busy,
      error,
      clearError,
      start: (betCents, params) => run(() => api.start(betCents, params)),
      giftSpins,
      startGiftSpin: () => (giftSpins?.next ? run(() => api.freeSpin(giftSpins.betCents)) : Promise.resolve(null)),
      act: (action) => (round ? run(() => api.act(round.id, action)) : Promise.resolve(null)),
      refresh: async () => {
        try {
          const current = await api.current();
          if (current.round) setRound(current.round);
          return current.round;
        } catch (err) {
          setError(err instanceof FrameError ? err.kind : 'network');
          return null;
        }
      },
      money: (cents) => formatMoney(cents, initial.currency, numberLocale),
      reducedMotion,
      api,
      call: run,
      sync: (next, nextBalance) => {
        setRound(next);
        if (nextBalance !== balance) settle(nextBalance, 0);
      },
      revealed: reveal,
    };
  }, [
    api,
    info,
    initial.currency,
    balance,
    round,
    giftSpins,
    steps,
    stake,
    busy,
    error,
    run,
    locale,
    reducedMotion,
    settle,
    reveal,
    clearError,
  ]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Whether a round is still being played (free spins left, cards to act on, a curve rising). */
export function isOpen(round: PlayRound | null): round is PlayRound {
  return round !== null && round.status !== 'settled' && round.status !== 'rejected';
}
