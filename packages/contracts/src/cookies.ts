/**
 * Decodes a cookie value for `cookie`'s parser: a value that is not valid percent-encoding
 * (`%E0`, a lone `%`) is dropped, so a broken cookie reads as absent instead of failing the request.
 */
export function decodeCookieValue(value: string): string | undefined {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
