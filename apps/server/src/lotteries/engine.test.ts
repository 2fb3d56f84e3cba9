import { realtimeMessageSchema, type LotteryInput } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, giftTemplates, gifts, ledgerTransactions, lotteryWinners, staffAuditLog } from '../db/schema';
import { createTestApp, openSecondProcess, type TestApp } from '../test/app';
import { balanceOf, fund } from '../test/play';
import { createPlayer } from '../test/players';
import { auditLedger } from '../wallet';
import { drawWinners, seedHash } from './rules';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
let serial = 0;
const next = () => (serial += 1);

async function lottery(extra: Partial<LotteryInput> = {}) {
  const now = app.clock.now().getTime();
  return app.services.lotteries.create(null, {
    frontend_identifier: `draw-${next()}`,
    title: 'Test draw',
    currency: 'EUR',
    group_ids: [],
    prizes: [
      { place: 1, kind: 'money', amount_cents: 10_000 },
      { place: 2, kind: 'money', amount_cents: 2_500 },
    ],
    start_at: new Date(now - HOUR).toISOString(),
    end_at: new Date(now + HOUR).toISOString(),
    ...extra,
  });
}

async function player(): Promise<number> {
  const id = await createPlayer(app.db, `lottery-${next()}@example.com`);
  await fund(app, id, 1_000, 'EUR');
  await app.services.outbox.drain();
  return id;
}

const issue = (lotteryId: number, playerId: number, count: number, source = `test:${next()}`) =>
  app.services.lotteries.issueTickets(undefined, { lotteryId, playerId, count, source });

describe('lottery tickets', () => {
  it('LOTT-04 tickets are numbered in issue order and a repeated source issues nothing new', async () => {
    const l = await lottery();
    const [a, b] = [await player(), await player()];
    expect((await issue(l.id, a, 3, 'shop:1')).tickets).toEqual([1, 2, 3]);
    expect(await issue(l.id, a, 3, 'shop:1')).toEqual({ lotteryId: l.id, issued: 0, tickets: [1, 2, 3] });
    expect((await issue(l.id, b, 2)).tickets).toEqual([4, 5]);
    expect(await app.services.lotteries.status(l.id, a)).toEqual({ lottery_id: l.id, tickets: [1, 2, 3] });
    expect((await app.services.lotteries.bySlug(l.frontend_identifier, null)).tickets_count).toBe(5);
  });

  it('LOTT-04 concurrent issues under one source add the tickets once; different sources never share a number', async () => {
    const l = await lottery();
    const a = await player();
    await Promise.all([issue(l.id, a, 4, 'same'), issue(l.id, a, 4, 'same'), issue(l.id, a, 2), issue(l.id, a, 2)]);
    const { tickets } = await app.services.lotteries.status(l.id, a);
    expect(tickets).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('LOTT-07 no ticket is issued once the lottery has ended', async () => {
    const l = await lottery({ end_at: new Date(app.clock.now().getTime() + 1000).toISOString() });
    const a = await player();
    app.clock.advance(2000);
    await expect(issue(l.id, a, 1)).rejects.toMatchObject({ statusCode: 409 });
    expect((await app.services.lotteries.status(l.id, a)).tickets).toEqual([]);
  });
});

describe('lottery draw', () => {
  it('LOTT-07 publishes the seed hash before the end and reveals a seed matching it after the draw', async () => {
    const l = await lottery();
    expect(l.server_seed).toBeNull();
    expect(l.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    await app.services.lotteries.drawEnded();
    expect((await app.services.lotteries.bySlug(l.frontend_identifier, null)).drawn_at).toBeNull();
    app.clock.advance(2 * HOUR);
    await app.services.lotteries.drawEnded();
    const drawn = await app.services.lotteries.bySlug(l.frontend_identifier, null);
    expect(drawn.drawn_at).not.toBeNull();
    expect(seedHash(drawn.server_seed ?? '')).toBe(l.server_seed_hash);
  });

  it('LOTT-07 anyone recomputes the winners from the revealed seed and the published ticket list', async () => {
    const l = await lottery();
    const players = [await player(), await player(), await player()];
    for (const [i, p] of players.entries()) await issue(l.id, p, i + 2);
    app.clock.advance(2 * HOUR);
    await app.services.lotteries.drawEnded();
    const published = await app.services.lotteries.bySlug(l.frontend_identifier, null);
    const draw = await app.services.lotteries.draw(l.id);
    const recomputed = drawWinners(
      published.server_seed ?? '',
      draw.tickets.map((t) => t.number),
      published.prizes.map((p) => p.place),
    );
    expect(published.winners.map((w) => ({ place: w.place, ticket: w.ticket }))).toEqual(recomputed);
    expect(published.winners).toHaveLength(2);
    for (const w of draw.winners) expect(draw.tickets.find((t) => t.number === w.ticket)?.player_id).toBe(w.player_id);
  });

  it('LOTT-07 a draw run twice and concurrently by two processes pays each place exactly once and tells the winner once', async () => {
    const l = await lottery();
    const a = await player();
    await issue(l.id, a, 1);
    const before = await balanceOf(app, a);
    app.clock.advance(2 * HOUR);
    const other = await openSecondProcess(app);
    try {
      await Promise.all([app.services.lotteries.drawEnded(), other.services.lotteries.drawEnded()]);
      await app.services.lotteries.drawEnded();
    } finally {
      await other.close();
    }
    await app.services.outbox.drain();
    // One ticket: first place only; the second place stays empty.
    expect(await balanceOf(app, a)).toBe(before + 10_000);
    const rows = await app.db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, l.id));
    expect(rows.map((r) => [r.place, r.playerId, r.paidAt !== null])).toEqual([[1, a, true]]);
    const credits = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `lottery:${l.id}:place:1`));
    expect(credits).toHaveLength(1);
    const pushes = (await app.db.select().from(domainEvents).where(eq(domainEvents.playerId, a)))
      .map((e) => realtimeMessageSchema.safeParse(e.payload))
      .flatMap((r) => (r.success && r.data.channel === 'lottery_notifications' ? [r.data.data] : []));
    expect(pushes).toEqual([
      {
        lottery_id: l.id,
        frontend_identifier: l.frontend_identifier,
        title: 'Test draw',
        place: 1,
        ticket: 1,
        prize: { place: 1, kind: 'money', amount_cents: 10_000 },
        currency: 'EUR',
      },
    ]);
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('LOTT-07 a gift prize is issued through the bonus engine once, by the place key', async () => {
    const [template] = await app.db
      .insert(giftTemplates)
      .values({
        kind: 'bonus',
        title: 'Lottery bonus',
        groupKey: `lottery_bonus_${next()}`,
        amounts: { EUR: 2_000 },
        wagerMultiplier: 10,
        activationDays: 7,
        validityDays: 30,
        eligibility: { groups: [], countries: [], depositNumber: null },
        createdAt: app.clock.now(),
      })
      .returning();
    const l = await lottery({ prizes: [{ place: 1, kind: 'gift', template_id: template?.id ?? 0 }] });
    const a = await player();
    await issue(l.id, a, 2);
    app.clock.advance(2 * HOUR);
    await app.services.lotteries.drawEnded();
    await app.services.lotteries.drawEnded();
    const issued = await app.db.select().from(gifts).where(eq(gifts.playerId, a));
    expect(issued.map((g) => g.source)).toEqual([`lottery:${l.id}:place:1`]);
  });

  it('LOTT-07 creating a lottery is in the staff audit log without its hidden seed', async () => {
    const l = await lottery();
    const [entry] = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, 'lottery'), eq(staffAuditLog.subjectId, String(l.id))));
    expect(entry?.action).toBe('lottery.create');
    expect(JSON.stringify(entry?.after)).not.toContain('"serverSeed"');
  });
});
