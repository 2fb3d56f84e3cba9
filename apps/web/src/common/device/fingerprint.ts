/**
 * The anti-fraud device fingerprint (dfpc, AUTH-24) from ThumbmarkJS, computed in the browser
 * only; a failure leaves it out, the server works without it.
 */
async function computeFingerprint(): Promise<string | undefined> {
  try {
    const { Thumbmark } = await import('@thumbmarkjs/thumbmarkjs');
    const result = await new Thumbmark().get();
    return typeof result.thumbmark === 'string' ? result.thumbmark.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/** SHELL-22 CONST-32: the third-party (fingerprint) script is run again every 60 minutes, not per call. */
export const FINGERPRINT_RELOAD_MS = 60 * 60 * 1000;

/**
 * One fingerprint per `reloadMs`: sign-in, registration and payments within the hour share it;
 * the first call after the hour runs the script again. A failed run is not kept.
 */
export function fingerprintCache(
  compute: () => Promise<string | undefined>,
  now: () => number = Date.now,
  reloadMs = FINGERPRINT_RELOAD_MS,
): () => Promise<string | undefined> {
  let kept: { at: number; value: Promise<string | undefined> } | undefined;
  return () => {
    if (!kept || now() - kept.at >= reloadMs) {
      const value = compute();
      const entry = { at: now(), value };
      kept = entry;
      void value.then((result) => {
        if (result === undefined && kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

export const deviceFingerprint = fingerprintCache(computeFingerprint);
