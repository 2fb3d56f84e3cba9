// The portable SHA-256 and HMAC live in the contracts, so the player's browser verifies rounds with the same code.
export { hmacSha256Key, portableHmac, sha256, toHex } from '@casino/contracts';
