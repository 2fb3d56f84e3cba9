import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookies';

describe('parseCookieHeader', () => {
  it('reads name=value pairs, trimming spaces and decoding values', () => {
    expect(parseCookieHeader('casino_session=abc; theme=dark%20mode ;x=1=2')).toEqual({
      casino_session: 'abc',
      theme: 'dark mode',
      x: '1=2',
    });
  });

  it('keeps the first of repeated names and skips malformed parts', () => {
    expect(parseCookieHeader('a=1; a=2; junk; =nameless; b=2')).toEqual({ a: '1', b: '2' });
  });

  it('ERR-14 leaves out a value that is not valid percent-encoding, as if the cookie were absent', () => {
    expect(parseCookieHeader('casino_session=%E0; b=%E0%A4%A; c=%; d=ok')).toEqual({ d: 'ok' });
  });

  it('answers an empty map without a header', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('')).toEqual({});
  });
});
