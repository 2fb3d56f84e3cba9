import { parse } from 'cookie';
import { decodeCookieValue } from '@casino/contracts';

/**
 * Parses a Cookie header into name -> value (first occurrence wins). A value that is not valid
 * percent-encoding is left out, as if the cookie were absent.
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(header ?? '', { decode: decodeCookieValue }))) {
    if (name !== '' && value !== undefined) out[name] = value;
  }
  return out;
}
