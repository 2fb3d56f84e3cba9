// The outcome stream lives in the contracts, so the player's browser verifies rounds with the same code.
export { FairRandom, rejectionInt, type HmacSha256, type Random } from '@casino/contracts';
