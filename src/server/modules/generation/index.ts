// The generation module's public face: the generation routes, the prompt settings made at start,
// and a pin's new image after an edit (the title redrawn on its artwork, or new artwork painted).

export { type PreparedPagePins, preparePagePins, runPagePins } from './generate-from-page';
export type { GenerationContext } from './generation-context';
export { ensureGenerationSettings } from './generation-settings';
export { type DrawnImage, redrawPinImage } from './redraw-pin-image';
export { repaintPinImage } from './repaint-pin-image';
export { generationRoutes } from './routes';
