// The brand-kits module's public face: the /api/brand-kits routes (ADR 0039), the /api/brand-fonts
// routes (ADR 0044), and the brand a board's pins are drawn with.
export { brandFontRoutes } from './brand-font-routes';
export { pinBrandOf } from './pin-brand';
export { brandKitRoutes } from './routes';
