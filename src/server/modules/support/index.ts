// The support module's public face: the customers' routes (/api/support/tickets, /api/contact)
// and the admin console's (/api/admin/support).
export { adminSupportRoutes } from './admin-routes';
export { toPhoneCallDto } from './phone-call-dto';
export { supportRoutes } from './routes';
