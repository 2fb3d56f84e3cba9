import type { RegistrationRequest, SignInRequest } from '@casino/contracts';
import { emailHolder } from './account-rows';
import type { AuthDeps, Visitor } from './context';
import { normalizeEmail } from './context';
import { createRegistration } from './registration';
import { createSignIn, type SignedIn } from './sign-in';

// The lock-out's rule lives in lockout.ts; its numbers are part of this service's interface too.
export { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS } from './lockout';
export { type SignedIn } from './sign-in';
export interface AuthService {
  register(input: RegistrationRequest['user'], visitor: Visitor): Promise<SignedIn>;
  signIn(input: SignInRequest['user'], visitor: Visitor): Promise<SignedIn>;
  emailAvailable(email: string): Promise<boolean>;
}

/** Registration (registration.ts) and sign-in (sign-in.ts) of players. */
export function createAuthService(deps: AuthDeps): AuthService {
  return {
    register: createRegistration(deps),
    signIn: createSignIn(deps),
    emailAvailable: async (email) => !(await emailHolder(deps.db, normalizeEmail(email))),
  };
}
