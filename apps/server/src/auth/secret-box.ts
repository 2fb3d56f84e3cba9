import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a sealed value; a stored value without it is an old plaintext row (read as is, sealed on the next write). */
const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface SecretBox {
  /** AES-256-GCM with a fresh IV: `v1:` + base64url(iv | tag | ciphertext). */
  seal(plain: string): string;
  /** The plaintext of a sealed value, or the value itself when it was stored before sealing existed. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

/**
 * Encrypts secrets at rest (TOTP seeds) with a key derived from SESSION_SECRET by HKDF-SHA256,
 * so a copy of the database alone gives no working codes. `purpose` separates the keys of
 * different uses of the same root secret.
 */
export function createSecretBox(deps: { rootSecret: string; purpose: string }): SecretBox {
  const { rootSecret, purpose } = deps;
  const key = Buffer.from(hkdfSync('sha256', rootSecret, 'rocket-casino:secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
