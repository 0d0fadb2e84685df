// The templates module's public face: the /api/templates routes (ADR 0035, 0038), and the
// template a board's new pin takes or a pin is drawn with, built-in or the workspace's own.
export { findTemplateDocument, templateForTurn, templateOfPin } from './find-template';
export { templateRoutes } from './routes';
