/**
 * The bonus engine's cost on the bet path (docs/decisions/048-free-spins.md): seamless bets per
 * second, 50 callers at once, by a player whose bonus is wagering, once with the engine off and
 * once with it on, in the same run (target: on ÷ off ≥ 0.9); then, engine on, 50 bets a second
 * paced for BENCH_BONUS_SECONDS while GET /api/player/bonuses is read every 20 ms: the p99 time
 * from a bet's answer being sent for to its wagering progress showing through the API (target < 1 s).
 * Run by bench/run.mjs: `node --import tsx bench/bonus-bench.ts`; prints JSON on its last line.
 */
import { auditDifferences, bettingApp, p99, throughput } from './betting';

const SECONDS = Number(process.env['BENCH_BONUS_SECONDS'] ?? 4);
const CONCURRENCY = 50;
const PACED_PER_SECOND = 50;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

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

async function main() {
  const off = await bettingApp('bonus-off', { bonus: false });
  let offRun: Awaited<ReturnType<typeof throughput>>;
  let offAudit: number;
  try {
    offRun = await throughput(off.target, SECONDS, CONCURRENCY);
    offAudit = await auditDifferences(off.app);
  } finally {
    await off.app.close();
  }
  const on = await bettingApp('bonus-on', { bonus: true });
  try {
    const onRun = await throughput(on.target, SECONDS, CONCURRENCY);
    const [offRate, onRate] = [offRun.betsPerSecond, onRun.betsPerSecond];
    await on.app.services.outbox.drain();
    const latency = await progressLatency(on.bet, on.wagered, await on.wagered());
    console.log(
      JSON.stringify({
        database: on.app.databaseUrl ? 'PostgreSQL' : 'PGlite',
        seconds: SECONDS,
        betsPerSecondEngineOff: offRate,
        betsPerSecondEngineOn: onRate,
        refusedEngineOff: offRun.refused503,
        refusedEngineOn: onRun.refused503 + on.refused.count,
        onToOffRatio: Math.round((onRate / Math.max(1, offRate)) * 1000) / 1000,
        ratioTarget: 0.9,
        progressVisible: { betsPerSecond: PACED_PER_SECOND, ...latency, targetP99Ms: 1000 },
        auditDifferences: offAudit + (await auditDifferences(on.app)),
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
