import { describe, expect, it } from 'vitest';
import { previousSignIn } from './last-login';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 15, 12, minute)).toISOString();
const login = (minute: number, ip: string, success = true) => ({ at: at(minute), ip, success });

describe('the last login of the security page', () => {
  it('PROF-11 shows the sign-in before the one that opened this session, not the current one', () => {
    // Newest first: this session's sign-in at 12:30 (the session started a moment later), a failure, the one before.
    const logins = [login(30, '10.0.0.3'), login(20, '10.0.0.9', false), login(10, '10.0.0.2'), login(1, '10.0.0.1')];
    const sessionStart = new Date(Date.parse(at(30)) + 40).toISOString();
    expect(previousSignIn(logins, sessionStart)).toEqual(login(10, '10.0.0.2'));
  });

  it('PROF-11 a sign-in elsewhere after this session began is shown (it is not the current one)', () => {
    const logins = [login(45, '203.0.113.7'), login(30, '10.0.0.3'), login(10, '10.0.0.2')];
    expect(previousSignIn(logins, at(30))).toEqual(login(45, '203.0.113.7'));
  });

  it('PROF-11 nothing to show after the first sign-in; without the session start, the second success', () => {
    expect(previousSignIn([login(30, '10.0.0.3')], at(30))).toBeUndefined();
    expect(previousSignIn([login(30, '10.0.0.3'), login(20, 'x', false), login(10, '10.0.0.2')])).toEqual(login(10, '10.0.0.2'));
  });
});
