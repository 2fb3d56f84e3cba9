import { describe, expect, it } from 'vitest';
import { authButtonsDisabled, blockedPopup, blockedRoute, showsRestrictedToast } from './restrictions';

describe('restricted countries', () => {
  it('GEO-03 only fully restricted visitors get the persistent OOPS.RESTRICTED_GEO toast', () => {
    expect(showsRestrictedToast('full')).toBe(true);
    expect(showsRestrictedToast('partial')).toBe(false);
    expect(showsRestrictedToast('none')).toBe(false);
  });

  it('GEO-04 closes registration with "Registration restricted" and login, remind, new-password, email-verify and games with "Login not available"', () => {
    expect(blockedRoute('/registration', 'full')).toBe('registration');
    expect(blockedRoute('/de/sign-up', 'full')).toBe('registration');
    for (const path of ['/login', '/sign-in', '/remind', '/new-password', '/email-verify', '/play/rocket/book', '/en-AU/play']) {
      expect(blockedRoute(path, 'full'), path).toBe('login');
    }
  });

  it('GEO-04 leaves every other route open, and every route open outside full restriction', () => {
    for (const path of ['/', '/de', '/terms-and-conditions', '/players', '/playground', '/profile']) {
      expect(blockedRoute(path, 'full'), path).toBeNull();
    }
    expect(blockedRoute('/login', 'partial')).toBeNull();
    expect(blockedRoute('/play/x/y', 'none')).toBeNull();
  });

  it('GEO-04 refuses the auth popups to fully restricted visitors', () => {
    expect(blockedPopup('modal-login-form', 'full')).toBe('login');
    expect(blockedPopup('modal-sign-up', 'full')).toBe('registration');
    expect(blockedPopup('remind-pass-form', 'full')).toBe('login');
    expect(blockedPopup('email-verify', 'full')).toBe('login');
    expect(blockedPopup('modal-support', 'full')).toBeNull();
    expect(blockedPopup('modal-sign-up', 'partial')).toBeNull();
  });

  it('GEO-05 disables login and sign-up only in partially restricted countries', () => {
    expect(authButtonsDisabled('partial')).toBe(true);
    expect(authButtonsDisabled('full')).toBe(false);
    expect(authButtonsDisabled('none')).toBe(false);
  });
});
