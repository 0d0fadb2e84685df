// The support module's public face: the customers' routes (/api/support/tickets, /api/contact)
// and the admin console's (/api/admin/support); live chat's bus between API processes (ADR 0043).
export { adminSupportRoutes } from './admin-routes';
export { createChatBus } from './chat-bus';
export { toPhoneCallDto } from './phone-call-dto';
export { supportRoutes } from './routes';
