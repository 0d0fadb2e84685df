// The api-keys module's public face (ADR 0046): Settings → API's routes (/api/api-keys), the public
// API (/api/v1) its keys open, and the api_keys table's writers (its own; nobody else writes a key);
// the hourly housekeeping drops Idempotency-Key answers past their 24 hours.

export { requireApiKey, WRITE_SCOPE_MESSAGE } from './authenticate-key';
export { deleteExpiredIdempotencyKeys } from './idempotency-writes';
export { apiKeyRoutes } from './routes';
export { v1Routes } from './v1-routes';
