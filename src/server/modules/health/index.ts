// The health module's public face: GET /api/health.
export { healthRoutes } from './routes';
