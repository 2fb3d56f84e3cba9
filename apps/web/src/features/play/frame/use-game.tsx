import { formatMoney, intlLocale, type EngineInfo, type Locale, type PlayRound } from '@casino/contracts';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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
  balance: number;
  round: PlayRound | null;
  steps: number[];
  stake: number;
  setStake: (stake: number) => void;
  busy: boolean;
  error: FrameErrorKind | null;
  /** Starts a round; resolves to the round or null when it was refused (the error is shown). */
  start: (betCents: number, params?: Record<string, unknown>) => Promise<PlayRound | null>;
  act: (action: Record<string, unknown>) => Promise<PlayRound | null>;
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

const Context = createContext<GameContext | null>(null);

export function useGame(): GameContext {
  const value = useContext(Context);
  if (!value) throw new Error('useGame outside a game frame');
  return value;
}

interface ProviderProps {
  api: RoundApi;
  info: EngineInfo;
  locale: Locale;
  initial: { round: PlayRound | null; balance_cents: number; currency: string };
  children: ReactNode;
}

function tellPage(balance: number, currency: string) {
  if (typeof window === 'undefined' || window.parent === window) return;
  const message: FrameBalanceMessage = { type: FRAME_BALANCE_MESSAGE, balance_cents: balance, currency };
  window.parent.postMessage(message, window.location.origin);
}

export function GameProvider({ api, info, locale, initial, children }: ProviderProps) {
  const steps = useMemo(
    () => stakeSteps(info.min_bet_cents, info.max_bet_cents, initial.currency),
    [info.min_bet_cents, info.max_bet_cents, initial.currency],
  );
  const [stake, setStake] = useState(() => defaultStake(steps));
  const [round, setRound] = useState<PlayRound | null>(initial.round);
  const [balance, setBalance] = useState(initial.balance_cents);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FrameErrorKind | null>(null);
  const inFlight = useRef(false);
  const reducedMotion = useMemo(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );

  const run = useCallback(async (call: () => Promise<PlayRound>): Promise<PlayRound | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      setRound(next);
      setBalance(next.balance_cents);
      tellPage(next.balance_cents, next.currency);
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
  }, []);

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
      start: (betCents, params) => run(() => api.start(betCents, params)),
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
        setBalance((current) => {
          if (current !== nextBalance) tellPage(nextBalance, initial.currency);
          return nextBalance;
        });
      },
      revealed: () => undefined,
    };
  }, [api, info, initial.currency, balance, round, steps, stake, busy, error, run, locale, reducedMotion]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Whether a round is still being played (free spins left, cards to act on, a curve rising). */
export function isOpen(round: PlayRound | null): round is PlayRound {
  return round !== null && round.status !== 'settled' && round.status !== 'rejected';
}
