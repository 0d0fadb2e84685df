// The brand-kits module's public face: the /api/brand-kits routes (ADR 0039), and the brand a
// board's pins are drawn with.
export { pinBrandOf } from './pin-brand';
export { brandKitRoutes } from './routes';
