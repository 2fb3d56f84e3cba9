import { STAFF_SESSION_COOKIE_NAME, type StaffRole } from '@casino/contracts';
import type { TestApp } from './app';
import { call } from './accounts';

const STAFF_PASSWORD = 'Quiet-Harbour-Staff-71';
let staffCount = 0;

/** A new staff account of `role`, signed in: its session token and the cookie header that carries it. */
export async function signedInStaff(app: TestApp, role: StaffRole): Promise<{ token: string; headers: Record<string, string> }> {
  staffCount += 1;
  const email = `staff-${staffCount}-${role}@casino.example`;
  await app.services.staff.create({ email, name: `Agent ${staffCount}`, role, password: STAFF_PASSWORD });
  const res = await call(app, 'POST', '/api/staff/sign_in', { body: { email, password: STAFF_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in answered ${res.statusCode}`);
  const token = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE_NAME)?.value ?? '';
  return { token, headers: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${token}` } };
}
