// The allowance module's public face: GET /api/user/usage, the usage it answers (also shown to staff)
// and the reservation a generation takes.
export { getUsage } from './get-usage';
export { type Reservation, reserveGeneration } from './reserve-generation';
export { allowanceRoutes } from './routes';
