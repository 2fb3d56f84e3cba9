/**
 * The promotion engines' cost on the bet path (docs/decisions/061-bet-path-round-trips.md): seamless
 * bets per second, 50 callers at once, by a player with a wagering bonus on a slot, with every
 * engine's outbox consumers off, then with one engine on at a time, all in the same run (target for
 * each: on ÷ off ≥ 0.9). The all-off figure is measured first and last; the ratio is to their mean,
 * so a machine that slows down during the run does not favour either side. Each run ends with the
 * ledger audit and the outbox backlog the engine left (drained before the app closes).
 * Run by bench/run.mjs (BENCH_ONLY=engines runs it alone): `node --import tsx bench/engines-bench.ts`;
 * prints JSON on its last line. BENCH_ENGINES_SECONDS (4) seconds per run. BENCH_ENGINES=bonus,vip measures
 * only those engines one at a time between the two all-off runs, and no all-on run.
 */
import { PROMOTION_ENGINES, type EngineSwitches, type PromotionEngine } from '../apps/server/src/services';
import { auditDifferences, bettingApp, throughput } from './betting';

const SECONDS = Number(process.env['BENCH_ENGINES_SECONDS'] ?? 4);
const CONCURRENCY = 50;

const only = (process.env['BENCH_ENGINES'] ?? '').split(',').filter(Boolean);
const measured = only.length > 0 ? PROMOTION_ENGINES.filter((engine) => only.includes(engine)) : PROMOTION_ENGINES;

const allOff: EngineSwitches = Object.fromEntries(PROMOTION_ENGINES.map((engine) => [engine, false]));

/** One run: bets per second with these engines, then what the run left behind. */
async function measure(name: string, engines: EngineSwitches) {
  const { app, target } = await bettingApp(name, engines);
  try {
    const { betsPerSecond, refused503 } = await throughput(target, SECONDS, CONCURRENCY);
    const backlog = (await app.services.outbox.backlog()).pending;
    await app.services.outbox.drain();
    return {
      betsPerSecond,
      refused503,
      outboxBacklogAfter: backlog,
      auditDifferences: await auditDifferences(app),
      rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    };
  } finally {
    await app.close();
  }
}

const ratio = (on: number, off: number) => Math.round((on / Math.max(1, off)) * 1000) / 1000;

async function main() {
  const first = await measure('engines-off-1', allOff);
  const on: Partial<Record<PromotionEngine, Awaited<ReturnType<typeof measure>>>> = {};
  for (const engine of measured) on[engine] = await measure(`engine-${engine}`, { ...allOff, [engine]: true });
  const all = only.length > 0 ? null : await measure('engines-all-on', {});
  const last = await measure('engines-off-2', allOff);
  const offMean = (first.betsPerSecond + last.betsPerSecond) / 2;
  const ratios = Object.fromEntries(
    Object.entries(on).map(([engine, run]) => [engine, ratio(run.betsPerSecond, offMean)] as const),
  );
  console.log(
    JSON.stringify({
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      betsPerSecondAllOff: [first.betsPerSecond, last.betsPerSecond],
      betsPerSecondOn: Object.fromEntries(Object.entries(on).map(([engine, run]) => [engine, run.betsPerSecond])),
      betsPerSecondAllOn: all?.betsPerSecond ?? null,
      onToOffRatios: ratios,
      allOnToOffRatio: all ? ratio(all.betsPerSecond, offMean) : null,
      ratioTarget: 0.9,
      runs: { off1: first, ...on, ...(all ? { allOn: all } : {}), off2: last },
      auditDifferences: [first, last, ...(all ? [all] : []), ...Object.values(on)].reduce(
        (sum, run) => sum + run.auditDifferences,
        0,
      ),
    }),
  );
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ error: String(err) }));
  process.exit(1);
});
