import type { PaymentStatus } from '@casino/contracts';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { ChallengeOutcome } from './provider';
import type { SandboxStep } from './sandbox-scenarios';
import { SIGNATURE_HEADER, signPayload } from './signature';
import { sandboxJobs } from './tables';

/**
 * The sandbox's external side, the bank or the blockchain: the table of webhooks due at a time
 * (`sandbox_jobs`), and their delivery, signed, to our webhook endpoint.
 */

/** The challenge code the sandbox accepts; any other code declines. */
export const SANDBOX_CHALLENGE_CODE = '1234';

/** Sends a signed webhook to our endpoint; answers the HTTP status. */
export type WebhookTransport = (rawBody: string, headers: Record<string, string>) => Promise<number>;

interface SandboxJobsDeps {
  db: Db;
  clock: Clock;
  /** The simulated time between two steps of a payment. */
  stepMs: number;
  /** Signs webhooks; the endpoint checks them with the same secret. */
  webhookSecret: string;
}

/** Webhooks the sandbox will send, `step` steps of stepMs from now. */
export async function scheduleWebhooks(
  deps: Pick<SandboxJobsDeps, 'db' | 'clock' | 'stepMs'>,
  reference: string,
  steps: SandboxStep[],
): Promise<void> {
  if (steps.length === 0) return;
  const now = deps.clock.now().getTime();
  await deps.db.insert(sandboxJobs).values(
    steps.map((s) => ({
      reference,
      runAt: new Date(now + s.step * deps.stepMs),
      payload: {
        status: s.status,
        amount_cents: s.amount,
        currency: s.currency,
        ...(s.confirmations === undefined ? {} : { confirmations: s.confirmations }),
      },
    })),
  );
}

/** Stops a payout's webhooks unless one was sent or is being sent; false then (it cannot be recalled). */
export async function cancelPayoutJobs(deps: Pick<SandboxJobsDeps, 'db' | 'clock'>, reference: string): Promise<boolean> {
  const jobs = await deps.db.select().from(sandboxJobs).where(eq(sandboxJobs.reference, reference));
  const now = deps.clock.now();
  if (jobs.some((j) => j.doneAt !== null || (j.leaseUntil !== null && j.leaseUntil > now))) return false;
  await deps.db
    .update(sandboxJobs)
    .set({ canceledAt: now })
    .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt)));
  return true;
}

/** The state the sandbox's sent webhooks gave a payment, or null when it scheduled nothing for it. */
export async function lookupJobs(
  deps: Pick<SandboxJobsDeps, 'db'>,
  reference: string,
): Promise<{ status: PaymentStatus; amountCents: number } | null> {
  const jobs = await deps.db.select().from(sandboxJobs).where(eq(sandboxJobs.reference, reference)).orderBy(asc(sandboxJobs.id));
  // A payment the sandbox scheduled nothing for (one that stays pending) is unknown to it.
  const first = jobs[0];
  if (!first) return null;
  const delivered = jobs.filter((j) => j.doneAt !== null).at(-1);
  const payload = (delivered ?? first).payload as { status: PaymentStatus; amount_cents: number };
  return { status: delivered ? payload.status : 'pending', amountCents: payload.amount_cents };
}

/** The player's answer to a challenge: the timeout is canceled and the outcome's webhook is due at once. */
export async function answerSandboxChallenge(
  deps: Pick<SandboxJobsDeps, 'db' | 'clock' | 'stepMs'>,
  reference: string,
  answer: { code?: string; cancel?: boolean },
): Promise<ChallengeOutcome> {
  const [timeout] = await deps.db
    .select()
    .from(sandboxJobs)
    .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt), isNull(sandboxJobs.canceledAt)))
    .limit(1);
  const payload = (timeout?.payload ?? {}) as { amount_cents?: number; currency?: string };
  await deps.db
    .update(sandboxJobs)
    .set({ canceledAt: deps.clock.now() })
    .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt)));
  const outcome: ChallengeOutcome = answer.cancel
    ? 'canceled'
    : answer.code === SANDBOX_CHALLENGE_CODE
      ? 'succeeded'
      : 'declined';
  await scheduleWebhooks(deps, reference, [
    { step: 0, status: outcome, amount: payload.amount_cents ?? 0, currency: payload.currency ?? 'EUR' },
  ]);
  return outcome;
}

/** Leases up to 50 due webhooks for 30 s, so processes running the job at once never send the same one. */
async function leaseDue(deps: Pick<SandboxJobsDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxJobs)
      .where(
        and(
          lte(sandboxJobs.runAt, now),
          isNull(sandboxJobs.doneAt),
          isNull(sandboxJobs.canceledAt),
          or(isNull(sandboxJobs.leaseUntil), lt(sandboxJobs.leaseUntil, now)),
        ),
      )
      .orderBy(asc(sandboxJobs.runAt), asc(sandboxJobs.id))
      .limit(50)
      .for('update', { skipLocked: true });
    for (const job of due) {
      await tx
        .update(sandboxJobs)
        .set({ leaseUntil: new Date(now.getTime() + 30_000), attempts: sql`${sandboxJobs.attempts} + 1` })
        .where(eq(sandboxJobs.id, job.id));
    }
    return due;
  });
}

/** Sends every webhook due by now; answers how many our endpoint accepted. */
export async function sendDueWebhooks(deps: SandboxJobsDeps, transport: WebhookTransport): Promise<number> {
  let accepted = 0;
  for (;;) {
    const jobs = await leaseDue(deps);
    if (jobs.length === 0) return accepted;
    for (const job of jobs) {
      const body = JSON.stringify({ event_id: `sbx_evt_${job.id}`, reference: job.reference, ...(job.payload as object) });
      const status = await transport(body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(deps.webhookSecret, body, deps.clock.now()),
      }).catch(() => 0);
      // A refused or failed delivery keeps its lease and is sent again once the lease ends.
      if (status >= 200 && status < 300) {
        accepted += 1;
        await deps.db.update(sandboxJobs).set({ doneAt: deps.clock.now() }).where(eq(sandboxJobs.id, job.id));
      }
    }
  }
}
