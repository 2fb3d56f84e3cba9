import type { CrashStateResponse } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe, withRealtime } from '../../../realtime/client';
import { FrameError } from './round-api';
import type { GameContext } from './use-game';

/** The published curve: e^(0.00006 t), t in ms, in hundredths (docs/provably-fair.md). */
const CURVE_K = 0.00006;
const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(CURVE_K * ms) + 1e-9);
const POLL_MS = 1000;

/** A multiplier in hundredths as the frame shows it: 2.35×. */
export const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** The curve so far as points in a 100 x 60 box (time right, multiplier up). */
function curvePoints(elapsed: number): [number, number][] {
  const span = Math.max(8000, elapsed);
  const top = Math.max(200, multiplierAt(span));
  return Array.from({ length: 41 }, (_, i) => {
    const t = (elapsed * i) / 40;
    const m = 100 * Math.exp(CURVE_K * t);
    return [(t / span) * 100, 58 - ((m - 100) / (top - 100)) * 54];
  });
}

/** The curve so far as an SVG path, its tip and its heading there (degrees, 0 = right, up negative). */
export function curveOf(elapsed: number): { path: string; area: string; tip: [number, number]; heading: number } {
  const points = curvePoints(elapsed);
  const path = `M${points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' L')}`;
  const tip = points.at(-1) ?? [0, 58];
  const before = points.at(-2) ?? [0, 58];
  // The box is drawn stretched (wider than its 100 x 60): the heading is taken in drawn proportions.
  const heading = (Math.atan2((tip[1] - before[1]) * 0.8, tip[0] - before[0]) * 180) / Math.PI;
  return { path, area: `${path} L${tip[0].toFixed(2)},58 L0,58 Z`, tip, heading: Number.isFinite(heading) ? heading : 0 };
}

interface BetState {
  round: number;
  crashPoint: number | null;
  cashedOutAt: number | null;
  settledBy: 'cashout' | 'auto' | 'crash' | 'refund' | null;
}

export type CrashPhase = 'betting' | 'flying' | 'crashed' | null;

/**
 * The shared round as this moment on the server's clock sees it: the phase, the curve's elapsed
 * time and multiplier, and the player's own bet in this round.
 */
export function crashMoment(snapshot: CrashStateResponse | null, now: number) {
  const round = snapshot?.round ?? null;
  const flightAt = round ? new Date(round.flight_at).getTime() : 0;
  const nextAt = round?.next_at ? new Date(round.next_at).getTime() : null;
  const crashed = round?.crash_point !== null && round?.crash_point !== undefined;
  const phase: CrashPhase = !round ? null : crashed ? 'crashed' : now < flightAt ? 'betting' : 'flying';
  const elapsed = phase === 'flying' ? now - flightAt : crashed && round ? new Date(round.crash_at ?? 0).getTime() - flightAt : 0;
  const multiplier = phase === 'flying' ? multiplierAt(elapsed) : null;
  const myBet = snapshot?.my_bet && (snapshot.my_bet.state as BetState).round === round?.id ? snapshot.my_bet : null;
  const myState = myBet ? (myBet.state as BetState) : null;
  return {
    round,
    flightAt,
    nextAt,
    phase,
    elapsed,
    multiplier,
    myBet,
    myState,
    inPlay: myBet !== null && myBet.status === 'open',
  };
}

export type CrashMoment = ReturnType<typeof crashMoment>;

/**
 * The shared round's state from the server, polled every second and refreshed at once by the
 * public:crash channel, with the time on the server's clock redrawn every animation frame.
 */
export function useCrashRound({ api, sync }: Pick<GameContext, 'api' | 'sync'>) {
  const [snapshot, setSnapshot] = useState<CrashStateResponse | null>(null);
  const [offset, setOffset] = useState(0);
  const [clientNow, setClientNow] = useState(() => Date.now());
  const loading = useRef(false);

  const refresh = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    const sent = Date.now();
    try {
      const next = await api.crashState();
      const received = Date.now();
      // The server's clock is the one that counts: the curve is drawn on it.
      setOffset(new Date(next.server_time).getTime() - (sent + received) / 2);
      setSnapshot(next);
      sync(next.my_bet, next.balance_cents);
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
    } finally {
      loading.current = false;
    }
  }, [api, sync]);

  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0);
    const poll = setInterval(() => void refresh(), POLL_MS);
    let frame = 0;
    const tick = () => {
      setClientNow(Date.now());
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // Realtime makes the others' bets and the crash show at once; the poll is the fallback.
    const offRealtime = withRealtime((socket) => {
      const onEvent = () => void refresh();
      const onConnect = () => void subscribe(socket, ['public:crash']);
      socket.on('public:crash', onEvent);
      socket.on('connect', onConnect);
      if (socket.connected) onConnect();
      else socket.connect();
      return () => {
        socket.off('public:crash', onEvent);
        socket.off('connect', onConnect);
      };
    });
    return () => {
      clearTimeout(first);
      clearInterval(poll);
      cancelAnimationFrame(frame);
      offRealtime();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription for the frame's life
  }, []);

  return { snapshot, now: clientNow + offset, refresh };
}
