import { STAFF_SESSION_COOKIE_NAME, type StaffRole } from '@casino/contracts';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './app';
import { call } from './accounts';

const STAFF_PASSWORD = 'Quiet-Harbour-Staff-71';
/** The two-factor seed of the test staff accounts (base32, 160 bits). */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let staffCount = 0;

/** The authenticator's code for `secret` at the test app's clock, `stepsAhead` steps later. */
export function totpCode(app: TestApp, secret = STAFF_TOTP_SECRET, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: app.clock.now().getTime() + stepsAhead * 30_000 });
}

/** A new staff account of `role`, signed in: its session token and the cookie header that carries it. */
export async function signedInStaff(
  app: TestApp,
  role: StaffRole,
): Promise<{ token: string; headers: Record<string, string>; email: string; password: string }> {
  staffCount += 1;
  const email = `staff-${staffCount}-${role}@casino.example`;
  await app.services.staff.create({
    email,
    name: `Agent ${staffCount}`,
    role,
    password: STAFF_PASSWORD,
    totpSecret: STAFF_TOTP_SECRET,
  });
  const res = await call(app, 'POST', '/api/staff/sign_in', { body: { email, password: STAFF_PASSWORD, code: totpCode(app) } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in answered ${res.statusCode}`);
  const token = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE_NAME)?.value ?? '';
  return { token, headers: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${token}` }, email, password: STAFF_PASSWORD };
}
