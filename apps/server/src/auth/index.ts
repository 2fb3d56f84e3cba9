// The public entry of the auth domain: other domains import only this file (docs/architecture.md §2).
export { type AuthService, type SignedIn, createAuthService } from './service';
export { authRoutes } from './routes';
export { securityRoutes } from './security-routes';
export { type Guard, createGuard } from './guard';
export type { Visitor } from './context';
export {
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  type ActiveSession,
  type SessionService,
  createSessionService,
} from './sessions';
export { type CheckPassword, createPasswordCheck } from './reauth';
export { hashPassword, newPasswordProblem, verifyPassword } from './passwords';
export { type Throttle, createThrottle } from './throttle';
export { newToken, tokenHasher } from './tokens';
export { createSecretBox } from './secret-box';
export { longSessions } from './oversight';
