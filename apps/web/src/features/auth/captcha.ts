import type { AxiosInstance } from 'axios';

/** The server's ALTCHA challenge (protocol v1, apps/server/src/auth/captcha.ts). */
interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** AUTH-15: the key is asked for at most 5 times, 500 ms apart. */
const ATTEMPTS = 5;
const PAUSE_MS = 500;
/** Workers that search at once; a phone gets one or two. */
const MAX_WORKERS = 4;

type Wait = (ms: number) => Promise<unknown>;
const pause: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a challenge, retried as requirements §core-7 says; undefined when none can be had, and the form
 * goes on without it (requirements §core-8): the server then decides whether that is enough.
 */
export async function fetchChallenge(api: AxiosInstance, wait: Wait = pause): Promise<CaptchaChallenge | undefined> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return (await api.get<CaptchaChallenge>('/api/captcha/challenge', { 'axios-retry': { retries: 0 } })).data;
    } catch {
      if (attempt < ATTEMPTS - 1) await wait(PAUSE_MS);
    }
  }
  return undefined;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A v1 challenge in the form the altcha library's workers search, as the altcha widget converts
 * it: the salt is the nonce, the number is appended as text, the challenge is the key to find.
 */
function asParameters(challenge: CaptchaChallenge) {
  return {
    parameters: {
      algorithm: challenge.algorithm,
      nonce: hex(new TextEncoder().encode(challenge.salt)),
      salt: '',
      cost: 1,
      keyLength: 32,
      keyPrefix: challenge.challenge,
    },
    signature: challenge.signature,
  };
}

/**
 * Solves the server's captcha off the main thread, in altcha's web workers (loaded on first use,
 * served from our own origin as CSP's worker-src asks), and answers the payload the server
 * verifies; undefined when no challenge could be had or none was found.
 */
export async function solveCaptcha(api: AxiosInstance, wait: Wait = pause): Promise<string | undefined> {
  const challenge = await fetchChallenge(api, wait);
  if (!challenge) return undefined;
  const [{ solveChallengeWorkers }, { default: ShaWorker }] = await Promise.all([
    import('altcha/lib'),
    import('altcha/workers/sha?worker'),
  ]);
  const solution = await solveChallengeWorkers({
    challenge: asParameters(challenge),
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
    createWorker: () => new ShaWorker(),
    counterMode: 'string',
  }).catch(() => null);
  if (!solution) return undefined;
  const { algorithm, challenge: key, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: key, number: solution.counter, salt, signature }));
}
