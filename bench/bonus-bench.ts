/**
 * The bonus engine's cost on the bet path (docs/decisions/048-free-spins.md): seamless bets per
 * second, 50 callers at once, by a player whose bonus is wagering, once with the engine off and
 * once with it on, in the same run (target: on ÷ off ≥ 0.9); then, engine on, 50 bets a second
 * paced for BENCH_BONUS_SECONDS while GET /api/player/bonuses is read every 20 ms: the p99 time
 * from a bet's answer being sent for to its wagering progress showing through the API (target < 1 s).
 * Run by bench/run.mjs: `node --import tsx bench/bonus-bench.ts`; prints JSON on its last line.
 */
import { SEAMLESS_SIGNATURE_HEADER, couponResponseSchema, giftListSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from '../apps/server/src/test/app';
import { ACCOUNT_ENV, cookie, register } from '../apps/server/src/test/accounts';
import { UNLIMITED_PLAY } from '../apps/server/src/games/play/play-rate';
import { DEV_SEAMLESS_SECRET, signSeamless } from '../apps/server/src/games/play/signature';
import { completeProfile, fund, gameOf } from '../apps/server/src/test/play';
import { auditLedger } from '../apps/server/src/wallet';

const SECONDS = Number(process.env['BENCH_BONUS_SECONDS'] ?? 4);
const CONCURRENCY = 50;
const PACED_PER_SECOND = 50;

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
};
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A listening app whose player has a wagering bonus (WELCOME10) and real money to bet, on a slot (100 % contribution). */
async function bettingApp(bonusEngine: boolean) {
  const app = await createTestApp({ ...ACCOUNT_ENV, BET_WAIT_BUDGET_MS: '1500' }, { playRate: UNLIMITED_PLAY, bonusEngine });
  const address = await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const player = await register(app, `bench-bonus-${bonusEngine ? 'on' : 'off'}@example.com`);
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
    const payload = JSON.stringify({
      session,
      player_id: player.id,
      transaction_id: `bonus-bench-${seq}`,
      round_id: `round-${seq}`,
      amount_cents: 1,
      currency: 'EUR',
    });
    const res = await fetch(`${address}/api/seamless/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signSeamless(DEV_SEAMLESS_SECRET, payload) },
      body: payload,
    });
    await res.text();
    if (res.status !== 200) refused.count += 1;
    return res.status === 200;
  };
  const wagered = async () => {
    const res = await fetch(`${address}/api/player/bonuses`, { headers: cookie(player.token) });
    const list = giftListSchema.parse(await res.json());
    return list.find((g) => g.id === gift.id)?.amount_wager_cents ?? 0;
  };
  return { app, bet, wagered, refused };
}

/** Bets answered per second by CONCURRENCY callers for SECONDS (after one second of warm-up). */
async function throughput(bet: () => Promise<boolean>) {
  const run = async (seconds: number) => {
    const end = Date.now() + seconds * 1000;
    let answered = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) if (await bet()) answered += 1;
      }),
    );
    return Math.round(answered / seconds);
  };
  await run(1);
  return run(SECONDS);
}

/**
 * Bets paced at PACED_PER_SECOND; a poller reads the gift's wagering every 20 ms. The k-th bet
 * answered shows once the progress reaches k (each bet of 1 cent adds 1): its time is from when
 * it was sent to the first read showing it.
 */
async function progressLatency(bet: () => Promise<boolean>, wagered: () => Promise<number>, start: number) {
  const sentAt: number[] = [];
  const seenAt: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done || seenAt.length < sentAt.length) {
      const progress = (await wagered()) - start;
      const now = performance.now();
      while (seenAt.length < Math.min(progress, sentAt.length)) seenAt.push(now);
      if (done && performance.now() - (sentAt.at(-1) ?? now) > 10_000) break;
      await sleep(20);
    }
  })();
  const bets: Promise<boolean>[] = [];
  for (let i = 0; i < SECONDS * PACED_PER_SECOND; i++) {
    sentAt.push(performance.now());
    bets.push(bet());
    await sleep(1000 / PACED_PER_SECOND);
  }
  await Promise.all(bets);
  done = true;
  await poller;
  const times = seenAt.map((at, i) => at - (sentAt[i] ?? at));
  return { bets: sentAt.length, shown: seenAt.length, p99Ms: p99(times), maxMs: Math.round(Math.max(0, ...times)) };
}

async function audit(app: TestApp) {
  const report = await auditLedger(app.db);
  return report.balanceDifferences.length + report.unbalancedTransactions.length;
}

async function main() {
  const off = await bettingApp(false);
  let offRate: number;
  let offAudit: number;
  try {
    offRate = await throughput(off.bet);
    offAudit = await audit(off.app);
  } finally {
    await off.app.close();
  }
  const on = await bettingApp(true);
  try {
    const onRate = await throughput(on.bet);
    await on.app.services.outbox.drain();
    const latency = await progressLatency(on.bet, on.wagered, await on.wagered());
    console.log(
      JSON.stringify({
        database: on.app.databaseUrl ? 'PostgreSQL' : 'PGlite',
        seconds: SECONDS,
        betsPerSecondEngineOff: offRate,
        betsPerSecondEngineOn: onRate,
        refusedEngineOff: off.refused.count,
        refusedEngineOn: on.refused.count,
        onToOffRatio: Math.round((onRate / Math.max(1, offRate)) * 1000) / 1000,
        ratioTarget: 0.9,
        progressVisible: { betsPerSecond: PACED_PER_SECOND, ...latency, targetP99Ms: 1000 },
        auditDifferences: offAudit + (await audit(on.app)),
      }),
    );
  } finally {
    await on.app.close();
  }
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exit(1);
});
