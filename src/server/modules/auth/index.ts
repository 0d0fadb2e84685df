// The auth module's public face: the /api/auth routes, sessions (app.ts hands lookUpSession to
// the guard in http/auth-guard.ts; the sessions table is this module's alone to write), passwords,
// and accounts by email.
export { findUserByEmail } from './find-user-by-email';
export { hashPassword, verifyPassword } from './passwords';
/** @internal for tests and benchmarks, not production code */
export { registerUser } from './register-user';
export { authRoutes } from './routes';
export {
  createSession,
  deleteEndedSessions,
  findActiveSession,
  hashToken,
  lookUpSession,
  revokeUserSessions,
} from './sessions';
export { registerSignInRoute } from './sign-in-route';
export { registerSignOutRoutes } from './sign-out-routes';
