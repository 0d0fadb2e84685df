// The allowance module's public face: GET /api/user/usage, the usage it answers (also shown to staff),
// the reservation a generation takes, and the plan whose limits apply now.
export { getUsage } from './get-usage';
export { graceEndsAt, limitsPlan } from './limits-plan';
export { type Reservation, reserveGeneration } from './reserve-generation';
export { allowanceRoutes } from './routes';
