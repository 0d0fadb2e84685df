// The generation module's public face: the generation routes, the prompt settings made at start,
// and a pin's new image after an edit (redrawn on its kept artwork, or new artwork painted for a
// board of another look).

export { generateBoardBatch } from './generate-board-batch';
export { type PreparedPagePins, preparePagePins, runPagePins } from './generate-from-page';
export type { GeneratingWorkspace, GenerationContext } from './generation-context';
export { ensureGenerationSettings } from './generation-settings';
export { type DrawnImage, redrawOnKeptArtwork } from './redraw-on-kept-artwork';
export { type RepaintContext, repaintForNewBoard } from './repaint-for-new-board';
export { generationRoutes } from './routes';
