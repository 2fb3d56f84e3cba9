import { engineById, type EngineId, isEngineId } from '../engines';
import { type RoundStateBase } from '../engines/types';
import { FairRandom, type HmacSha256 } from './random';
import { hashServerSeed } from './seeds';

interface VerifyInput {
  serverSeed: string;
  /** The hash shown before play; when given it must match the revealed seed. */
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  engine: string;
  params: unknown;
  bet: number;
  /** The player's actions in order, for multi-step games. */
  actions?: unknown[];
}

interface VerifyResult {
  hashMatches: boolean | null;
  state: RoundStateBase;
  payout: number;
}

/**
 * Recomputes a past round from its revealed server seed, client seed and nonce: the same engine
 * code, the same stream, the same actions give the same outcome, step by step.
 */
export function verify(hmac: HmacSha256, input: VerifyInput): VerifyResult {
  if (!isEngineId(input.engine)) throw new RangeError(`unknown engine ${input.engine}`);
  const engine = engineById(input.engine as EngineId);
  const random = new FairRandom(hmac, input.serverSeed, input.clientSeed, input.nonce);
  let state = engine.start(engine.parseParams(input.params), input.bet, random);
  for (const action of input.actions ?? []) {
    if (engine.isFinished(state)) break;
    state = engine.act(state, engine.parseAction(action), random);
  }
  return {
    hashMatches: input.serverSeedHash === undefined ? null : hashServerSeed(input.serverSeed) === input.serverSeedHash,
    state,
    payout: engine.payout(state),
  };
}
