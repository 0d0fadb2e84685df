// Forgotten passwords (issue 13 §2): the /api/auth forgot-password and reset-password routes.
export { passwordResetRoutes } from './routes';
