import { describe, expect, it } from 'vitest';
import { guestPageVariant } from './guest-page-variant';

const request = (cookie?: string) =>
  new Request('http://casino.test/', { headers: cookie === undefined ? {} : { cookie, 'user-agent': 'Mozilla/5.0' } });

describe('the guest page variant', () => {
  it('ERR-14 SHELL-07 treats a shell cookie whose value does not decode as absent, without throwing', () => {
    expect(guestPageVariant(request('locale_choice=%E0'))).toBe(guestPageVariant(request('')));
    expect(guestPageVariant(request('cookies_accepted=%; locale_choice=de'))).toBe(guestPageVariant(request('locale_choice=de')));
  });

  it('renders for the request alone with a session cookie, even one whose value does not decode', () => {
    expect(guestPageVariant(request('casino_session=%E0'))).toBeNull();
    expect(guestPageVariant(request('casino_staff_session=abc'))).toBeNull();
    expect(guestPageVariant(request('some_tracker=1'))).toBeNull();
  });

  it('keys the shell cookies a render reads', () => {
    expect(guestPageVariant(request('cookies_accepted=true'))).not.toBe(guestPageVariant(request('')));
  });
});
