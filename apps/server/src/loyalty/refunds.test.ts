import { compExchangeResponseSchema, compPointsSchema } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compBalances, compExchanges, domainEvents, lotteries, staffAuditLog } from '../db/schema';
import { LOTTERY_EVENTS } from '../lotteries';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
async function playerWithPoints(chargeable: number) {
  serial += 1;
  const player = await register(app, `refund-${serial}@example.com`);
  await app.db
    .insert(compBalances)
    .values({ playerId: player.id, chargeablePoints: chargeable, persistentPoints: chargeable, updatedAt: app.clock.now() });
  return player;
}

const pointsOf = async (token: string) =>
  bodyOf(await call(app, 'GET', '/api/player/comp_points', { token }), compPointsSchema).chargeable.points;

describe('lottery tickets bought with comp points', () => {
  it('LOTT-05 LOTT-07 SHOP-11 a canceled lottery gives the shop’s points back exactly once, audited, however often the cancel is retried', async () => {
    const [lottery] = await app.db
      .select({ id: lotteries.id })
      .from(lotteries)
      .where(eq(lotteries.frontendIdentifier, 'weekly-lottery'));
    const lotteryId = lottery?.id ?? 0;
    const buyer = await playerWithPoints(100);
    const again = await playerWithPoints(40);
    const bought = await call(app, 'POST', '/api/comp_points/exchange/lotteries', {
      token: buyer.token,
      body: { points: 90, group: 'lottery_weekly', tickets_count: 3, lottery_id: lotteryId },
    });
    const purchase = bodyOf(bought, compExchangeResponseSchema);
    expect(purchase.comp_points.chargeable.points).toBe(10);
    const second = await call(app, 'POST', '/api/comp_points/exchange/lotteries', {
      token: again.token,
      body: { points: 30, group: 'lottery_weekly' },
    });
    expect(second.statusCode).toBe(200);
    // Tickets the operator granted are void too, but no points were paid for them.
    const manager = await signedInStaff(app, 'promotions_manager');
    const granted = await call(app, 'POST', `/api/staff/lotteries/${lotteryId}/tickets`, {
      headers: manager.headers,
      body: { player_id: buyer.id, count: 2, request_id: '00000000-0000-4000-8000-000000000071' },
    });
    expect(granted.statusCode).toBe(200);

    // The operator's cancel, sent five times at once (a double click, a retrying client).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, 'POST', `/api/staff/lotteries/${lotteryId}/cancel`, { headers: manager.headers }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await app.services.outbox.drain();
    expect(await pointsOf(buyer.token)).toBe(100);
    expect(await pointsOf(again.token)).toBe(40);

    // The events delivered again (at-least-once delivery, another process) return nothing more.
    const voided = await app.db.select().from(domainEvents).where(eq(domainEvents.type, LOTTERY_EVENTS.ticketsVoided));
    expect(voided.filter((e) => (e.payload as { lottery_id: number }).lottery_id === lotteryId)).toHaveLength(3);
    await app.services.outbox.publishAll(
      app.db,
      voided.map((e) => ({ type: e.type, playerId: e.playerId, payload: e.payload })),
    );
    await app.services.outbox.drain();
    expect(await pointsOf(buyer.token)).toBe(100);
    expect(await pointsOf(again.token)).toBe(40);

    const [exchange] = await app.db.select().from(compExchanges).where(eq(compExchanges.id, purchase.id));
    expect(exchange?.refundedAt).not.toBeNull();
    const audit = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'loyalty.exchange_refund'), eq(staffAuditLog.playerId, buyer.id)));
    expect(audit).toHaveLength(1);
    const [cancel] = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'lottery.cancel'), eq(staffAuditLog.subjectId, String(lotteryId))));
    expect(audit[0]).toMatchObject({
      subjectKind: 'comp_exchange',
      subjectId: String(purchase.id),
      before: { chargeable_points: 10 },
      after: { chargeable_points: 100, points: 90, tickets: 3, lottery_id: lotteryId, canceled_by: cancel?.staffId },
    });
  });
});
