import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

describe('afterSignIn', () => {
  it('AUTH-05 returns the redirect query when it is a path of this site', () => {
    expect(afterSignIn('?redirect=%2Fde%2Fprofile%3Ftab%3D1', '/')).toBe('/de/profile?tab=1');
  });

  it('AUTH-05 falls back for missing, absolute, scheme-relative and backslashed targets', () => {
    expect(afterSignIn('', '/de')).toBe('/de');
    expect(afterSignIn('?redirect=https%3A%2F%2Fevil.example', '/')).toBe('/');
    expect(afterSignIn('?redirect=%2F%2Fevil.example', '/')).toBe('/');
    expect(afterSignIn('?redirect=%2F%5Cevil.example', '/')).toBe('/');
  });
});
