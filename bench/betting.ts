/**
 * What the bet-path benches share (bench/bonus-bench.ts, bench/engines-bench.ts): a listening test
 * app whose player has a wagering bonus (WELCOME10) and real money on a slot (100 % contribution),
 * signed seamless bets of 1 cent, and bets per second from many callers at once.
 */
import { couponResponseSchema, giftListSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from '../apps/server/src/test/app';
import { ACCOUNT_ENV, cookie, register } from '../apps/server/src/test/accounts';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { completeProfile, fund, gameOf } from '../apps/server/src/test/play';
import type { EngineSwitches } from '../apps/server/src/services';
import { auditLedger } from '../apps/server/src/wallet';
import { betFromWorker, type BetTarget } from './bet-callers';
import { sendSeamlessBet } from './seamless-call';

/** The q-quantile of samples (0.5 the median), rounded to a whole ms. */
export const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
};
export const p99 = (samples: number[]) => percentile(samples, 0.99);

/**
 * The settings of a bench's app where the test apps differ from production: the bet lane's wait
 * budget, and the read caches (the test apps turn them off so tests can write rows and read them
 * back at once; in production the configuration, the house accounts and the CMS are cached).
 */
export const BENCH_APP_ENV = { ...ACCOUNT_ENV, BET_WAIT_BUDGET_MS: '1500', CACHE_TTL_MS: '5000' };

/** A listening app (the bet lane with its production budget) with the engines given, and a betting player. */
export async function bettingApp(name: string, engines: EngineSwitches) {
  const app = await createTestApp(BENCH_APP_ENV, { playRate: UNLIMITED_PLAY, engines });
  const address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const player = await register(app, `bench-${name}@example.com`);
  await completeProfile(app, player.token);
  await fund(app, player.id, 1e12);
  const headers = { ...cookie(player.token), 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const coupon = await fetch(`${address}/api/bonuses/coupon`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ coupon_code: 'WELCOME10' }),
  });
  const { gift } = couponResponseSchema.parse(await coupon.json());
  if (!gift) throw new Error('WELCOME10 gave no gift');
  const activated = await fetch(`${address}/api/player/bonuses/${gift.id}/activation`, {
    method: 'POST',
    headers: { ...cookie(player.token), 'x-requested-with': 'XMLHttpRequest' },
  });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  const gameId = await gameOf(app, 'slot-lines');
  const { session } = await app.services.play.sessions.launch({ gameId, mode: 'real', playerId: player.id, restricted: false });
  let seq = 0;
  /** Bets the bet lane refused (503 when the machine cannot keep up; docs/decisions/039-bet-path-admission.md). */
  const refused = { count: 0 };
  const bet = async () => {
    seq += 1;
    const res = await sendSeamlessBet(address, { session, playerId: player.id }, `${name}-${seq}`);
    await res.text();
    if (res.status !== 200) refused.count += 1;
    return res.status === 200;
  };
  const wagered = async () => {
    const res = await fetch(`${address}/api/player/bonuses`, { headers: cookie(player.token) });
    const list = giftListSchema.parse(await res.json());
    return list.find((g) => g.id === gift.id)?.amount_wager_cents ?? 0;
  };
  /** The same bets sent from a worker thread (bench/bet-callers.ts), under transaction ids of their own. */
  const target = (prefix: string): BetTarget => ({
    addresses: [address],
    bettors: [{ session, playerId: player.id }],
    prefix: `${name}-${prefix}`,
  });
  return { app, bet, wagered, refused, target };
}

/**
 * Bets answered per second by `concurrency` callers in a worker thread for `seconds` (after one
 * second of warm-up), and how many the bet lane refused.
 */
export async function throughput(target: (prefix: string) => BetTarget, seconds: number, concurrency: number) {
  await betFromWorker(target('warm-up'), concurrency, 1);
  const run = await betFromWorker(target('measured'), concurrency, seconds);
  return { betsPerSecond: run.perSecond, refused503: run.refused };
}

/** Differences the ledger audit finds (0 when every balance and transaction adds up). */
export async function auditDifferences(app: TestApp) {
  const report = await auditLedger(app.db);
  return report.balanceDifferences.length + report.unbalancedTransactions.length;
}
