// The admin module's public face: the /api/admin routes and the admin account made at start.
export { ensureAdminAccount } from './ensure-admin-account';
export { recordAudit } from './record-audit';
export { adminRoutes } from './routes';
