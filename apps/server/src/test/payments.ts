import { and, asc, eq } from 'drizzle-orm';
import { accountsResponseSchema, depositResponseSchema, paymentsResponseSchema } from '@casino/contracts';
import { domainEvents } from '../events/tables';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { TestApp } from './app';
import { call } from './accounts';
import { SANDBOX_CARDS } from '../payments/sandbox';

/** Test helpers of the payments domain: a card, balances, history and realtime pushes. */

export const card = (number: string = SANDBOX_CARDS.succeeds, extra: Record<string, unknown> = {}) => ({
  number,
  expiry: '12/30',
  holder: 'Ada Lovelace',
  cvv: '123',
  ...extra,
});

export async function balanceOf(app: TestApp, token: string, currency = 'EUR') {
  const res = await call(app, 'GET', '/api/player/accounts?compatibility', { token });
  const account = accountsResponseSchema.parse(res.json()).find((a) => a.currency === currency);
  return { amount: account?.amount_cents ?? 0, cashout: account?.available_to_cashout_cents ?? 0 };
}

export async function historyOf(app: TestApp, token: string) {
  return paymentsResponseSchema.parse((await call(app, 'GET', '/api/player/payments', { token })).json()).data;
}

export async function deposit(app: TestApp, token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/player/payments/deposits', { token, body });
  if (res.statusCode !== 200) throw new Error(`deposit answered ${res.statusCode} ${res.body}`);
  return depositResponseSchema.parse(res.json());
}

/** Runs the sandbox's due webhooks after moving the clock on by `ms`. */
export async function advance(app: TestApp, ms: number) {
  app.clock.advance(ms);
  await app.services.payments.runJobs();
}

/** What the player's private channel of a name was sent (through the outbox), oldest first. */
export async function pushes(app: TestApp, playerId: number, channel: string): Promise<Record<string, unknown>[]> {
  const rows = await app.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, REALTIME_PUSH_EVENT), eq(domainEvents.playerId, playerId)))
    .orderBy(asc(domainEvents.id));
  return rows
    .map((r) => r.payload as { channel: string; data: Record<string, unknown> })
    .filter((p) => p.channel === channel)
    .map((p) => p.data);
}
