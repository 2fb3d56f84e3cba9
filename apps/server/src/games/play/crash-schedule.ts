import { notFound } from '../../http/errors';
import { buildCrashChain, phaseAt, type CrashChain, type CrashRoundTimes } from '../fair/crash-chain';
import { nodeHmac } from '../fair/hmac';
import type { CrashContext } from './crash-deps';
import { chainOfRound, insertChain, latestChains, type CrashChainRow } from './crash-queries';

/**
 * Where the shared crash round's clock stands. No process leads: the schedule and every crash
 * point follow from the stored chain and the clock (docs/decisions/020-shared-crash-round.md).
 */

/** Where the clock stands: the chain, the round's index in it and its times. */
export interface CrashMoment {
  chain: CrashChain;
  chainId: number;
  index: number;
  times: CrashRoundTimes;
  phase: ReturnType<typeof phaseAt>;
}

/** A stored chain with its links, built once per process. */
function chainOf(ctx: CrashContext, row: CrashChainRow): CrashChain {
  let chain = ctx.chains.get(row.id);
  if (!chain) {
    chain = buildCrashChain(nodeHmac, {
      secret: row.secretSeed,
      length: row.length,
      firstRound: row.firstRound,
      epochMs: row.epoch.getTime(),
    });
    ctx.chains.set(row.id, chain);
  }
  return chain;
}

/** Inserts a chain unless another process did first (the first round number is unique). */
async function createChain(ctx: CrashContext, firstRound: number, epochMs: number): Promise<void> {
  const secret = ctx.rng.bytes(32).toString('hex');
  // The commitment is the hash of the first link, which needs every link.
  const chain = buildCrashChain(nodeHmac, { secret, length: ctx.chainLength, firstRound, epochMs });
  const id = await insertChain(ctx.db, {
    firstRound,
    length: ctx.chainLength,
    secretSeed: secret,
    commitment: chain.commitment,
    epoch: new Date(epochMs),
    createdAt: ctx.clock.now(),
  });
  if (id !== undefined) ctx.chains.set(id, chain);
}

/** The round running at a moment; creates the first chain, and the next one when the last has run out. */
export async function momentAt(ctx: CrashContext, ms: number): Promise<CrashMoment> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await latestChains(ctx.db);
    const last = rows[0];
    if (!last) {
      await createChain(ctx, 0, Math.floor(ms / 1000) * 1000);
      continue;
    }
    for (const row of rows) {
      const chain = chainOf(ctx, row);
      const index = chain.indexAt(ms);
      if (index >= 0) {
        const times = chain.times(index);
        return { chain, chainId: row.id, index, times, phase: phaseAt(times, ms) };
      }
    }
    const lastChain = chainOf(ctx, last);
    if (ms >= lastChain.endMs) await createChain(ctx, last.firstRound + last.length, lastChain.endMs);
    else throw new Error('the crash round clock is before its chain');
  }
  throw new Error('the crash chain could not be found');
}

/** The times of any round number (404 for a round no chain reaches yet), its phase read from the clock now. */
export async function momentOfRound(ctx: CrashContext, round: number): Promise<CrashMoment> {
  const row = await chainOfRound(ctx.db, round);
  if (!row || round >= row.firstRound + row.length) throw notFound('round not found');
  const chain = chainOf(ctx, row);
  const index = round - row.firstRound;
  const times = chain.times(index);
  return { chain, chainId: row.id, index, times, phase: phaseAt(times, ctx.clock.now().getTime()) };
}
