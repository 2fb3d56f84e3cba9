import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { JackpotDeps } from './context';
import { listJackpots } from './queries';

const DEFAULT_PUSH_INTERVAL_MS = 250;

/** `public:jackpots_changes`: a jackpot's amounts pushed at most once per interval, never once per bet. */
interface ChangeFeed {
  /** Marks jackpots changed; each is pushed once when its interval ends, with its amounts then. */
  touch(ids: number[]): void;
  /** Forgets what is still waiting (the process is stopping). */
  close(): void;
}

export function createChangeFeed(deps: JackpotDeps): ChangeFeed {
  const interval = deps.pushIntervalMs ?? DEFAULT_PUSH_INTERVAL_MS;
  const waiting = new Map<number, NodeJS.Timeout>();

  async function push(id: number): Promise<void> {
    waiting.delete(id);
    const [jackpot] = await listJackpots(deps.db, [id]);
    if (!jackpot) return;
    // The channel's message (contracts' realtime schema): the levels' amounts with their currency.
    const data = { jackpot_id: jackpot.id, levels: jackpot.levels.map((level) => ({ ...level, currency: jackpot.currency })) };
    await deps.outbox.publish(deps.db, { type: REALTIME_PUSH_EVENT, payload: { channel: 'public:jackpots_changes', data } });
    deps.outbox.kick();
  }

  return {
    touch(ids) {
      for (const id of ids) {
        if (waiting.has(id)) continue;
        // A push that fails is not retried: the next contribution pushes the amounts again.
        const timer = setTimeout(() => void push(id).catch(() => undefined), interval);
        timer.unref();
        waiting.set(id, timer);
      }
    },
    close() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
