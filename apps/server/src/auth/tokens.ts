import { createHmac } from 'node:crypto';
import type { Rng } from '../platform/rng';

/** 256 random bits, URL-safe: the secret part of a cookie or a mailed link. */
export const newToken = (rng: Rng): string => rng.bytes(32).toString('base64url');

/** A keyed hash: the database alone cannot be turned back into working tokens. */
export const tokenHasher =
  (secret: string) =>
  (token: string): string =>
    createHmac('sha256', secret).update(token).digest('base64url');
