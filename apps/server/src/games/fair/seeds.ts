import { sha256, toHex } from './sha256';

/** A seed pair in use: the server seed stays secret until rotation, its hash is shown before play. */
interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round; 0, 1, 2, ... per pair. */
  nonce: number;
}

const PRINTABLE = /^[\x20-\x7e]{1,64}$/;

/** A new server seed: 32 random bytes as 64 lower-case hex characters. */
function newServerSeed(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(32);
  if (bytes.length !== 32) throw new RangeError('a server seed needs 32 bytes');
  return toHex(bytes);
}

/** The commitment shown before play: SHA-256 of the server seed's 64 hex characters as text. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(serverSeed));
}

/** A client seed is 1..64 printable ASCII characters (space to tilde). */
export function isClientSeed(value: string): boolean {
  return PRINTABLE.test(value);
}

/** The default client seed: 16 random bytes as hex, until the player sets their own. */
function defaultClientSeed(randomBytes: (size: number) => Uint8Array): string {
  return toHex(randomBytes(16));
}

/** Starts a pair with a fresh server seed and nonce 0. */
export function newSeedPair(randomBytes: (size: number) => Uint8Array, clientSeed?: string): SeedPair {
  const client = clientSeed ?? defaultClientSeed(randomBytes);
  if (!isClientSeed(client)) throw new RangeError('a client seed is 1..64 printable characters');
  const serverSeed = newServerSeed(randomBytes);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: client, nonce: 0 };
}

/**
 * Rotation: the old server seed is revealed (so every round played with it can be verified) and a
 * new pair starts, keeping the client seed unless the player gives a new one.
 */
export function rotateSeedPair(
  current: SeedPair,
  randomBytes: (size: number) => Uint8Array,
  clientSeed?: string,
): { revealed: SeedPair; next: SeedPair } {
  return { revealed: { ...current }, next: newSeedPair(randomBytes, clientSeed ?? current.clientSeed) };
}
