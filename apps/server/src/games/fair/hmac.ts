import { createHmac } from 'node:crypto';
import { type HmacSha256 } from './random';

/** HMAC-SHA256 through node:crypto, for the server (the browser uses `portableHmac` of the contracts). */
export const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
