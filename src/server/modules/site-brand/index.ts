// The site-brand module's public face: POST /api/brand/from-site (ADR 0040), a brand kit proposed
// from a website; a brand kit page may call the same route.
export { siteBrandRoutes } from './routes';
