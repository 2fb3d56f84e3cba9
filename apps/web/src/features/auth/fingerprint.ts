/**
 * The anti-fraud device fingerprint (dfpc, AUTH-24) from ThumbmarkJS, computed in the browser
 * only; a failure leaves it out, the server works without it.
 */
export async function deviceFingerprint(): Promise<string | undefined> {
  try {
    const { Thumbmark } = await import('@thumbmarkjs/thumbmarkjs');
    const result = await new Thumbmark().get();
    return typeof result.thumbmark === 'string' ? result.thumbmark.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
