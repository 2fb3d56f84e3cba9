import { describe, expect, it } from 'vitest';
import { HttpError, conflict, forbidden, issuesToFieldErrors, notFound, unauthorized } from './errors';

describe('issuesToFieldErrors', () => {
  it('ERR-14 names each field by its path and collects every message of a field', () => {
    expect(
      issuesToFieldErrors([
        { instancePath: '/email', message: 'invalid email' },
        { instancePath: '/email', message: 'too long' },
        { instancePath: '/errors/0/key', message: 'required' },
      ]),
    ).toEqual({ email: ['invalid email', 'too long'], 'errors.0.key': ['required'] });
  });

  it('ERR-14 turns unknown keys into one "is not allowed" per key, nested under their object', () => {
    expect(
      issuesToFieldErrors([
        { instancePath: '/', message: 'Unrecognized keys', params: { keys: ['admin', 'role'] } },
        { instancePath: '/utmMetrics', message: 'Unrecognized key', params: { keys: ['utm_x'] } },
      ]),
    ).toEqual({ admin: ['is not allowed'], role: ['is not allowed'], 'utmMetrics.utm_x': ['is not allowed'] });
  });

  it('ERR-14 files root-level issues under base and supplies a message when none is given', () => {
    expect(issuesToFieldErrors([{ instancePath: '', message: 'expected object' }, { instancePath: '/name' }])).toEqual({
      base: ['expected object'],
      name: ['is invalid'],
    });
  });
});

describe('HttpError helpers', () => {
  it('ERR-14 carry the status of the error model', () => {
    expect([notFound(), forbidden(), conflict('taken'), unauthorized()].map((e) => e.statusCode)).toEqual([404, 403, 409, 401]);
    expect(unauthorized().message).toBe('You need to sign in or sign up before continuing.');
    expect(new HttpError(429, 'slow down', { 'retry-after': '60' }).headers).toEqual({ 'retry-after': '60' });
  });
});
