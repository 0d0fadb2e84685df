// The templates module's public face: GET /api/templates and the thumbnails (ADR 0035).
export { templateRoutes } from './routes';
