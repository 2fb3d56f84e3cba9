import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * An admission lane for one class of requests (the bet path, docs/decisions/039-bet-path-admission.md):
 * at most `concurrency` run at once, up to `queueLimit` more wait in arrival order, and none waits
 * longer than `waitBudgetMs`. A request the lane cannot take is answered 503 with Retry-After at once
 * (queue full) or when its budget runs out, so an overloaded casino says so instead of hanging, and
 * the requests outside the lane (pages, API reads, deposits) never queue behind a flood of bets.
 */
interface AdmissionLane {
  /** Waits for a place; rejects with a 503 HttpError when the queue is full or the wait budget is spent. */
  acquire(): Promise<() => void>;
  /** Running and waiting requests, and how many were turned away since start (for monitoring and tests). */
  stats(): { running: number; waiting: number; refused: number };
}

interface AdmissionOptions {
  concurrency: number;
  queueLimit: number;
  waitBudgetMs: number;
}

/** What a refused request is told: come back in a second. */
const overloaded = (why: string) =>
  new HttpError(503, `the casino is busy (${why}); please retry shortly`, { 'retry-after': '1' });

export function createAdmissionLane(options: AdmissionOptions): AdmissionLane {
  let running = 0;
  let refused = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };

  return {
    acquire() {
      if (running < options.concurrency) {
        running += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= options.queueLimit) {
        refused += 1;
        return Promise.reject(overloaded('queue full'));
      }
      return new Promise((resolve, reject) => {
        const entry = {
          admit: () => resolve(once()),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            refused += 1;
            reject(overloaded('waited too long'));
          }, options.waitBudgetMs),
        };
        waiting.push(entry);
      });
    },
    stats: () => ({ running, waiting: waiting.length, refused }),
  };
}

const RELEASE = Symbol('admission-release');
type Admitted = FastifyRequest & { [RELEASE]?: () => void };

/**
 * Puts every route of a plugin scope through a lane: a place is taken before the handler (after
 * validation, so a malformed call costs no place) and given back when the answer is sent or the
 * caller goes away.
 */
export function admitThrough(app: FastifyInstance, lane: AdmissionLane): void {
  app.addHook('preHandler', async (request: Admitted) => {
    request[RELEASE] = await lane.acquire();
  });
  app.addHook('onResponse', async (request: Admitted) => {
    request[RELEASE]?.();
  });
  app.addHook('onRequestAbort', async (request: Admitted) => {
    request[RELEASE]?.();
  });
}
