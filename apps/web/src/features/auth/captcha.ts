import type { AxiosInstance } from 'axios';

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** AUTH-15: the key is asked for at most 5 times, 500 ms apart. */
const ATTEMPTS = 5;
const PAUSE_MS = 500;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves the server's ALTCHA challenge (protocol v1: find n with SHA-256(salt + n) = challenge)
 * and answers the payload the server verifies. Fetching is retried as requirements §core-7 says; when no
 * challenge can be had the answer is undefined and the form goes on without it (requirements §core-8), the
 * server then decides whether that is enough.
 */
export async function solveCaptcha(
  api: AxiosInstance,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<string | undefined> {
  let challenge: Challenge | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && !challenge; attempt++) {
    try {
      challenge = (await api.get<Challenge>('/api/captcha/challenge', { 'axios-retry': { retries: 0 } })).data;
    } catch {
      if (attempt < ATTEMPTS - 1) await wait(PAUSE_MS);
    }
  }
  if (!challenge) return undefined;
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`));
    if (hex(digest) === challenge.challenge) {
      const { algorithm, challenge: c, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: c, number: n, salt, signature }));
    }
  }
  return undefined;
}
