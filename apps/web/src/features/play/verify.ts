import { FairRandom, deal, newShoe, portableHmac, sha256, toHex, type Random, type RoundDetail } from '@casino/contracts';

/**
 * The browser's own check of a past round (docs/provably-fair.md): the revealed server seed must
 * hash to the hash shown before play, and the documented derivation from the seeds and nonce
 * must give the outcome the round recorded. It follows the published procedure, written apart
 * from the engines that played the round, so a player need not trust the code being checked.
 */
export type VerifyStatus = 'verified' | 'hash_mismatch' | 'outcome_mismatch' | 'not_revealed' | 'unsupported';

/** The paytable parts the derivation needs (GET /provider/inhouse/api/engines/{engine}). */
interface VerifyPaytable {
  reels?: { base: number[][]; free: number[][] };
  weights?: number[][];
  /** Scratch: prizes in symbol order, with their weight per million tickets. */
  perMillion?: number[];
}

const TWO_32 = 2 ** 32;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (cards: number[]) => [...cards].sort((x, y) => x - y);

interface State {
  [key: string]: unknown;
}

/** Reads what a published paytable offers the verifier, whatever its engine. */
function paytableOf(paytable: unknown): VerifyPaytable {
  if (Array.isArray(paytable)) {
    return { perMillion: paytable.map((row) => Number((row as { perMillion?: unknown }).perMillion ?? 0)) };
  }
  if (typeof paytable !== 'object' || paytable === null) return {};
  const record = paytable as Record<string, unknown>;
  const out: VerifyPaytable = {};
  if (typeof record.reels === 'object' && record.reels !== null) out.reels = record.reels as VerifyPaytable['reels'];
  if (Array.isArray(record.weights)) out.weights = record.weights as number[][];
  return out;
}

function linesGrids(state: State, random: Random, paytable: VerifyPaytable): boolean | null {
  const reels = paytable.reels;
  const spins = state.spins;
  if (!reels || !Array.isArray(spins)) return null;
  return spins.every((spin: { grid: number[][]; free: boolean }) => {
    const strips = spin.free ? reels.free : reels.base;
    const grid = strips.map((strip) => {
      const stop = random.int(strip.length);
      return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
    });
    return same(grid, spin.grid);
  });
}

function waysGrid(state: State, random: Random, paytable: VerifyPaytable): boolean | null {
  const weights = paytable.weights;
  if (!weights) return null;
  const heights = weights.map(() => 2 + random.int(6));
  const grid = heights.map((height, reel) => {
    const cumulative: number[] = [];
    for (const weight of weights[reel] ?? []) cumulative.push((cumulative[cumulative.length - 1] ?? 0) + weight);
    const total = cumulative[cumulative.length - 1] ?? 1;
    return Array.from({ length: height }, () => {
      const x = random.int(total);
      return cumulative.findIndex((edge) => x < edge);
    });
  });
  return same(grid, state.grid);
}

function scratchCells(state: State, random: Random, paytable: VerifyPaytable): boolean | null {
  const weights = paytable.perMillion;
  if (!weights) return null;
  let ticket = random.int(1_000_000);
  let prize: number | null = null;
  for (const [symbol, weight] of weights.entries()) {
    if (ticket < weight) {
      prize = symbol;
      break;
    }
    ticket -= weight;
  }
  const cells: number[] = prize === null ? [] : [prize, prize, prize];
  const counts: number[] = weights.map((_, symbol) => (symbol === prize ? 3 : 0));
  while (cells.length < 9) {
    const symbol = random.int(weights.length);
    if ((counts[symbol] ?? 0) >= 2) continue;
    counts[symbol] = (counts[symbol] ?? 0) + 1;
    cells.push(symbol);
  }
  for (let i = 0; i < cells.length - 1; i++) {
    const j = i + random.int(cells.length - i);
    [cells[i], cells[j]] = [cells[j] as number, cells[i] as number];
  }
  return same(cells, state.cells) && prize === state.prize;
}

function videoPokerCards(state: State, random: Random): boolean {
  const shoe = newShoe(1);
  const dealt = [0, 1, 2, 3, 4].map(() => deal(shoe, random));
  if (!same(dealt, state.dealt)) return false;
  if (!Array.isArray(state.held) || !Array.isArray(state.final)) return true;
  const held = state.held as boolean[];
  return same(
    dealt.map((card, i) => (held[i] ? card : deal(shoe, random))),
    state.final,
  );
}

function shoeCards(state: State, random: Random): boolean {
  const count = (state.shoe as { dealt?: number } | undefined)?.dealt ?? 0;
  const shoe = newShoe(8);
  const cards = Array.from({ length: count }, () => deal(shoe, random));
  if (state.engine === 'baccarat') {
    const player = state.player as number[];
    const banker = state.banker as number[];
    const expectedPlayer = [cards[0], cards[2], ...(player.length === 3 ? [cards[4]] : [])];
    const expectedBanker = [cards[1], cards[3], ...(banker.length === 3 ? [cards[player.length === 3 ? 5 : 4]] : [])];
    return same(expectedPlayer, player) && same(expectedBanker, banker);
  }
  // Blackjack: the deal order is player, dealer up, player, hole; splits reorder the rest.
  const dealer = state.dealer as number[];
  const hands = state.hands as { cards: number[] }[];
  const shown = [...dealer, ...hands.flatMap((hand) => hand.cards)];
  return dealer[0] === cards[1] && same(sorted(shown), sorted(cards));
}

/** Recomputes the outcome of a round from its seeds; null when the engine is not known. */
function outcomeMatches(engine: string, state: State, random: Random, paytable: VerifyPaytable): boolean | null {
  switch (engine) {
    case 'dice':
      return random.int(10000) === state.roll;
    case 'roulette':
      return random.int(37) === state.pocket;
    case 'crash': {
      const v = random.float() * TWO_32;
      return Math.max(100, Math.floor((99 * TWO_32) / (TWO_32 - v))) === state.crashPoint;
    }
    case 'slot-lines':
    case 'slot-lines-high':
    case 'slot-lines-low':
    case 'slot-bonus-buy':
      return linesGrids(state, random, paytable);
    case 'slot-ways':
      return waysGrid(state, random, paytable);
    case 'scratch':
      return scratchCells(state, random, paytable);
    case 'video-poker':
      return videoPokerCards(state, random);
    case 'blackjack':
    case 'baccarat':
      return shoeCards(state, random);
    default:
      return null;
  }
}

/** Verifies a recalled round: the seed's hash first, then the outcome. */
export function verifyRound(round: RoundDetail, paytable: unknown): VerifyStatus {
  const { server_seed: serverSeed, server_seed_hash: hash, client_seed: clientSeed, nonce } = round.fairness;
  if (serverSeed === null) return 'not_revealed';
  if (toHex(sha256(serverSeed)) !== hash) return 'hash_mismatch';
  const random = new FairRandom(portableHmac(), serverSeed, clientSeed, nonce);
  const state = (typeof round.state === 'object' && round.state !== null ? round.state : {}) as State;
  let matches: boolean | null;
  try {
    matches = outcomeMatches(round.engine, state, random, paytableOf(paytable));
  } catch {
    matches = false;
  }
  if (matches === null) return 'unsupported';
  return matches ? 'verified' : 'outcome_mismatch';
}

/** A shared crash round as revealed after its crash (docs/decisions/020-shared-crash-round.md). */
interface RevealedCrashRound {
  id: number;
  crash_point: number;
  server_seed: string;
  seed_hash: string;
}

/**
 * Checks a shared crash round in the browser: the seed hashes to the hash shown before the round;
 * when the previous round is known, that hash is the previous round's seed (the chain); and the
 * crash point is the documented derivation (client seed `crash`, nonce = the round number).
 */
export function verifyCrashRound(round: RevealedCrashRound, previous?: RevealedCrashRound): boolean {
  const hash = toHex(sha256(round.server_seed));
  if (hash !== round.seed_hash) return false;
  if (previous && previous.id === round.id - 1 && previous.server_seed !== hash) return false;
  const state = { crashPoint: round.crash_point };
  return outcomeMatches('crash', state, new FairRandom(portableHmac(), round.server_seed, 'crash', round.id), {}) === true;
}

/** Whether a seed leads to the chain's published commitment by hashing `steps` times (the first round's seed: 1). */
export function reachesCommitment(seed: string, steps: number, commitment: string): boolean {
  let link = seed;
  for (let i = 0; i < steps; i++) link = toHex(sha256(link));
  return link === commitment;
}
