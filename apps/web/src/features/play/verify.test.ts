import { FairRandom, portableHmac, sha256, toHex, type RoundDetail } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { reachesCommitment, verifyCrashRound, verifyRound } from './verify';

// The worked example of docs/provably-fair.md.
const SERVER_SEED = '5f2c8e1a9b3d7f604c1e8a2b9d3f5e7a1c0b8d6e4f2a9c7b5d3e1f0a8c6b4d2e';
const HASH = 'd3eac0dbbb77192dc4ba5b6c1f935ae914aefab384643af12ff40a936327bee4';

function round(engine: string, state: Record<string, unknown>, serverSeed: string | null = SERVER_SEED): RoundDetail {
  return {
    id: 1,
    game_id: 1,
    game_identifier: 'inhouse:test',
    game_title: 'Test',
    mode: 'real',
    status: 'settled',
    currency: 'EUR',
    stake_cents: 100,
    win_cents: 0,
    balance_before_cents: null,
    balance_after_cents: null,
    interrupted: false,
    created_at: '2025-01-01T00:00:00.000Z',
    settled_at: null,
    engine,
    params: {},
    actions: [],
    state: { engine, ...state },
    fairness: { server_seed_hash: HASH, server_seed: serverSeed, client_seed: 'lucky-player-42', nonce: 7, rng_position: 0 },
  };
}

describe('PLAY-05 verifying a past round in the browser', () => {
  it('PLAY-05 recomputes the documented example: dice 96.41, roulette 22, crash 49.90x, the first five poker cards', () => {
    expect(verifyRound(round('dice', { roll: 9641 }), {})).toBe('verified');
    expect(verifyRound(round('roulette', { pocket: 22 }), {})).toBe('verified');
    expect(verifyRound(round('crash', { crashPoint: 4990 }), {})).toBe('verified');
    // Jc 6d Qc 9s Th
    expect(verifyRound(round('video-poker', { dealt: [9, 17, 10, 46, 34], held: null, final: null }), {})).toBe('verified');
  });

  it('PLAY-05 a recorded outcome the seeds do not give is reported as a mismatch', () => {
    expect(verifyRound(round('roulette', { pocket: 23 }), {})).toBe('outcome_mismatch');
    expect(verifyRound(round('dice', { roll: 1 }), {})).toBe('outcome_mismatch');
  });

  it('PLAY-05 a revealed seed that does not hash to the hash shown before play fails first', () => {
    expect(verifyRound(round('dice', { roll: 9641 }, SERVER_SEED.replace('5f', '6f')), {})).toBe('hash_mismatch');
  });

  it('PLAY-05 a round of a seed pair still in use cannot be verified yet', () => {
    expect(verifyRound(round('dice', { roll: 9641 }, null), {})).toBe('not_revealed');
  });

  it('PLAY-05 a slot needs its published reel strips; with them each spin grid is recomputed', () => {
    const strip = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(verifyRound(round('slot-lines', { spins: [{ grid: [[0, 1, 2]], free: false }] }), {})).toBe('unsupported');
    const paytable = { reels: { base: [strip], free: [strip] } };
    const verdict = verifyRound(round('slot-lines', { spins: [{ grid: [[0, 1, 2]], free: false }] }), paytable);
    expect(['verified', 'outcome_mismatch']).toContain(verdict);
  });
});

describe('PLAY-05 the shared crash round verifies in the browser', () => {
  // Round 7 of a chain whose link is the worked example's server seed.
  it('PLAY-05 checks the seed hash, the chain link to the previous round and the crash point', () => {
    const seed = SERVER_SEED;
    const hex = (text: string) => toHex(sha256(text));
    const previous = { id: 6, crash_point: 100, server_seed: hex(seed), seed_hash: hex(hex(seed)) };
    const u = new FairRandom(portableHmac(), seed, 'crash', 7).float();
    const point = Math.max(100, Math.floor((99 * 2 ** 32) / (2 ** 32 - u * 2 ** 32)));
    const round7 = { id: 7, crash_point: point, server_seed: seed, seed_hash: HASH };
    expect(verifyCrashRound(round7, previous)).toBe(true);
    expect(verifyCrashRound({ ...round7, crash_point: point + 1 }, previous)).toBe(false);
    expect(verifyCrashRound(round7, { ...previous, server_seed: 'f'.repeat(64) })).toBe(false);
    expect(verifyCrashRound({ ...round7, seed_hash: 'f'.repeat(64) })).toBe(false);
    expect(reachesCommitment(seed, 2, previous.seed_hash)).toBe(true);
    expect(reachesCommitment(seed, 1, previous.seed_hash)).toBe(false);
  });
});
