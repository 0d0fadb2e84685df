// The allowance module's public face: GET /api/user/usage and the reservation a generation takes.
export { type Reservation, reserveGeneration } from './reserve-generation';
export { allowanceRoutes } from './routes';
