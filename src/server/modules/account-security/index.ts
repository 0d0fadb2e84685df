// Settings → Profile and security: the password and email changes under /api/user,
// and the current-password check (with its limit on wrong tries) that deletion asks for too.

export { confirmCurrentPassword } from './confirm-current-password';
export { accountSecurityRoutes } from './routes';
