/**
 * The provably fair derivation shared by the game provider and the player's browser
 * (docs/provably-fair.md): plain TypeScript SHA-256 and HMAC, the outcome stream and the lazily
 * shuffled shoe. No platform API, so a past round is recomputed in the page exactly as the
 * server played it.
 */
export * from './random';
export * from './sha256';
export * from './shoe';
