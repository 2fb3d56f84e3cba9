import { describe, expect, it } from 'vitest';
import { popupAllowedFor } from './registry';

describe('guest-only popups', () => {
  it('AUTH-02 AUTH-06 sign-in, sign-up and remind open for a guest only; new-password and the others for anyone', () => {
    for (const name of ['modal-login-form', 'modal-sign-up', 'remind-pass-form']) {
      expect(popupAllowedFor(name, false)).toBe(true);
      expect(popupAllowedFor(name, true)).toBe(false);
    }
    for (const name of ['new-password', 'modal-support', 'modal-terms']) expect(popupAllowedFor(name, true)).toBe(true);
  });
});
