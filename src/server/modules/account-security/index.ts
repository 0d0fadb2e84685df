// Settings → Profile and security (issue 13 §3): the password and email changes under /api/user,
// and the current-password check (with its limit on wrong tries) that deletion asks for too.

export { confirmCurrentPassword } from './confirm-current-password';
export { accountSecurityRoutes } from './routes';
