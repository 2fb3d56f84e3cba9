import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crashPointFrom } from '../engines/crash';
import { nodeHmac } from './hmac';
import { FairRandom, rejectionInt } from './random';
import { hashServerSeed, isClientSeed, newSeedPair, rotateSeedPair } from './seeds';
import { hmacSha256Key, portableHmac, sha256, toHex } from './sha256';
import { cardName, deal, newShoe, shuffle } from './shoe';
import { verify } from './verify';

const SERVER = '5f2c8e1a9b3d7f604c1e8a2b9d3f5e7a1c0b8d6e4f2a9c7b5d3e1f0a8c6b4d2e';
const CLIENT = 'lucky-player-42';
let counter = 0;
const fakeBytes = (size: number) => Uint8Array.from({ length: size }, () => counter++ % 256);

describe('PLAY-05 provably fair derivation', () => {
  it('the portable SHA-256 and HMAC agree with node:crypto, so a browser computes the same bytes', () => {
    for (const message of ['', 'abc', 'x'.repeat(55), 'y'.repeat(64), 'z'.repeat(200), 'seed:1:0']) {
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      for (const key of [SERVER, 'k', 'q'.repeat(100)])
        expect(toHex(hmacSha256Key(key)(message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
    expect(toHex(portableHmac()(SERVER, `${CLIENT}:7:0`))).toBe(toHex(nodeHmac(SERVER, `${CLIENT}:7:0`)));
  });

  it('reads bytes of HMAC(server seed, "client:nonce:cursor") in order, 32 per cursor', () => {
    const random = new FairRandom(nodeHmac, SERVER, CLIENT, 7);
    const block0 = nodeHmac(SERVER, `${CLIENT}:7:0`);
    const block1 = nodeHmac(SERVER, `${CLIENT}:7:1`);
    const bytes = Array.from({ length: 40 }, () => random.byte());
    expect(bytes).toEqual([...block0, ...block1.subarray(0, 8)]);
    expect(random.position).toBe(40);
  });

  it('turns 4 bytes into b0/256 + b1/256^2 + b2/256^3 + b3/256^4 and resumes at a stored position', () => {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0] = nodeHmac(SERVER, `${CLIENT}:7:0`);
    const random = new FairRandom(nodeHmac, SERVER, CLIENT, 7);
    expect(random.float()).toBe(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
    const resumed = new FairRandom(nodeHmac, SERVER, CLIENT, 7, random.position);
    expect(resumed.float()).toBe(b4 / 256 + b5 / 256 ** 2 + b6 / 256 ** 3 + b7 / 256 ** 4);
  });

  it('draws integers by rejection: a value at or above the largest multiple of n is drawn again', () => {
    const values = [4294967295, 4294967290, 75];
    // 2^32 mod 37 = 7, so values from 4294967289 up are rejected.
    expect(rejectionInt(37, () => values.shift() ?? 0)).toBe(75 % 37);
    expect(values).toEqual([]);
    expect(() => rejectionInt(0, () => 1)).toThrow(RangeError);
    expect(() => rejectionInt(1.5, () => 1)).toThrow(RangeError);
  });

  it('deals a shoe lazily exactly as the first cards of the full Fisher-Yates shuffle', () => {
    for (const decks of [1, 8]) {
      const full = shuffle(decks, new FairRandom(nodeHmac, SERVER, CLIENT, 3));
      const shoe = newShoe(decks);
      const random = new FairRandom(nodeHmac, SERVER, CLIENT, 3);
      const count = Math.min(60, decks * 52);
      const dealt = Array.from({ length: count }, () => deal(shoe, random));
      expect(dealt).toEqual(full.slice(0, count));
      expect([...full].sort((a, b) => a - b)).toEqual(Array.from({ length: decks * 52 }, (_, p) => p % 52).sort((a, b) => a - b));
    }
  });

  it('commits to the server seed by its SHA-256, validates client seeds and rotates pairs revealing the old seed', () => {
    const pair = newSeedPair(fakeBytes, 'my seed');
    expect(pair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.serverSeedHash).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
    expect(pair.nonce).toBe(0);
    expect(newSeedPair(fakeBytes).clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('tab\there')).toBe(false);
    expect(isClientSeed('~ printable 123 ~')).toBe(true);
    expect(() => newSeedPair(fakeBytes, 'é')).toThrow(RangeError);
    const { revealed, next } = rotateSeedPair({ ...pair, nonce: 12 }, fakeBytes);
    expect(revealed).toEqual({ ...pair, nonce: 12 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next).toMatchObject({ clientSeed: 'my seed', nonce: 0 });
  });

  it('verify recomputes a multi-step round from the revealed seeds and the actions', () => {
    const result = verify(nodeHmac, {
      serverSeed: SERVER,
      serverSeedHash: hashServerSeed(SERVER),
      clientSeed: CLIENT,
      nonce: 7,
      engine: 'video-poker',
      params: {},
      bet: 100,
      actions: [{ type: 'draw', hold: [true, false, true, false, false] }],
    });
    expect(result.hashMatches).toBe(true);
    const deck = shuffle(1, new FairRandom(nodeHmac, SERVER, CLIENT, 7));
    expect(result.state).toMatchObject({
      dealt: deck.slice(0, 5),
      final: [deck[0], deck[5], deck[2], deck[6], deck[7]],
      finished: true,
    });
    expect(
      verify(nodeHmac, {
        serverSeed: SERVER,
        serverSeedHash: 'f'.repeat(64),
        clientSeed: CLIENT,
        nonce: 7,
        engine: 'dice',
        params: { direction: 'under', target: 5000 },
        bet: 100,
      }).hashMatches,
    ).toBe(false);
    expect(() =>
      verify(nodeHmac, { serverSeed: SERVER, clientSeed: CLIENT, nonce: 7, engine: 'nope', params: {}, bet: 100 }),
    ).toThrow(RangeError);
  });

  it('the worked example of docs/provably-fair.md gives the numbers printed there', () => {
    const doc = readFileSync(new URL('../../../../../docs/provably-fair.md', import.meta.url), 'utf8');
    const hash = hashServerSeed(SERVER);
    const block = toHex(nodeHmac(SERVER, `${CLIENT}:7:0`));
    const random = new FairRandom(nodeHmac, SERVER, CLIENT, 7);
    const float = random.float();
    const dice = verify(nodeHmac, {
      serverSeed: SERVER,
      clientSeed: CLIENT,
      nonce: 7,
      engine: 'dice',
      params: { direction: 'under', target: 5000 },
      bet: 100,
    });
    const roulette = verify(nodeHmac, {
      serverSeed: SERVER,
      clientSeed: CLIENT,
      nonce: 7,
      engine: 'roulette',
      params: { bets: [{ type: 'red', amount: 100 }] },
      bet: 100,
    });
    const crash = crashPointFrom(new FairRandom(nodeHmac, SERVER, CLIENT, 7));
    const deck = shuffle(1, new FairRandom(nodeHmac, SERVER, CLIENT, 7))
      .slice(0, 5)
      .map(cardName);
    const expected = {
      hash,
      block,
      float: float.toFixed(10),
      roll: (dice.state as unknown as { roll: number }).roll,
      pocket: (roulette.state as unknown as { pocket: number }).pocket,
      crash,
      deck: deck.join(' '),
    };
    expect(expected).toEqual({
      hash: 'd3eac0dbbb77192dc4ba5b6c1f935ae914aefab384643af12ff40a936327bee4',
      block: 'faebd599c6738ab143cb4f0415d0c5e1f6366eeea74bf45b340e55eb01e414bd',
      float: '0.9801610468',
      roll: 9641,
      pocket: 22,
      crash: 4990,
      deck: 'Jc 6d Qc 9s Th',
    });
    for (const text of [
      expected.hash,
      expected.block,
      expected.float,
      '4209759641',
      '96.41',
      'pocket 22',
      '49.90',
      expected.deck,
    ])
      expect(doc).toContain(text);
  });
});
