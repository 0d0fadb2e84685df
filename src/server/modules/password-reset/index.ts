// Forgotten passwords: the /api/auth forgot-password and reset-password routes, and
// the end of an account's reset links (password_reset_tokens is this module's alone to write).
export { forgetResetLinks } from './reset-tokens';
export { passwordResetRoutes } from './routes';
