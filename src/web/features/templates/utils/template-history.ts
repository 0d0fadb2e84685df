// The editor's document with its undo and redo: each change keeps the document before it; undo
// steps back, redo forward, and a new change after an undo drops what could have been redone.
import type { PinTemplate, TemplateLayer } from '../../../../shared/templates';

/** Changes kept for undo. */
const MAX_UNDO = 100;

export interface TemplateHistory {
  past: PinTemplate[];
  present: PinTemplate;
  future: PinTemplate[];
}

export type HistoryAction =
  | { type: 'change'; change: (document: PinTemplate) => PinTemplate }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; document: PinTemplate };

export function startHistory(document: PinTemplate): TemplateHistory {
  return { past: [], present: document, future: [] };
}

export function templateHistory(history: TemplateHistory, action: HistoryAction): TemplateHistory {
  switch (action.type) {
    case 'change': {
      const next = action.change(history.present);
      if (next === history.present) return history;
      return { past: [...history.past, history.present].slice(-MAX_UNDO), present: next, future: [] };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
    case 'reset':
      return startHistory(action.document);
  }
}

/** The document with layer `index` replaced by what `change` makes of it. */
export function changeLayer(
  document: PinTemplate,
  index: number,
  change: (layer: TemplateLayer) => TemplateLayer,
): PinTemplate {
  const layer = document.layers[index];
  if (!layer) return document;
  const layers = [...document.layers];
  layers[index] = change(layer);
  return { ...document, layers };
}

/** The layer moved by dx, dy pixels, whichever way its vertical place is written. */
export function nudgeLayer(layer: TemplateLayer, dx: number, dy: number): TemplateLayer {
  const x = layer.x + dx;
  switch (layer.type) {
    case 'frame':
    case 'shape':
    case 'logo':
      return { ...layer, x, y: layer.y + dy };
    case 'text':
      return {
        ...layer,
        x,
        y: 'top' in layer.y ? { top: layer.y.top + dy } : { bottom: layer.y.bottom - dy },
      };
    case 'panel': {
      const y = layer.y;
      const moved =
        'top' in y
          ? { top: y.top + dy }
          : 'bottom' in y
            ? { bottom: y.bottom - dy }
            : { center: y.center + dy, min: y.min + dy, max: y.max + dy };
      return { ...layer, x, y: moved };
    }
  }
}

/** The layer's top edge as the properties panel shows it (a centered panel: its center). */
export function layerTop(layer: TemplateLayer): number {
  if (layer.type === 'frame' || layer.type === 'shape' || layer.type === 'logo') return layer.y;
  const y = layer.y;
  if ('top' in y) return y.top;
  if ('bottom' in y) return y.bottom;
  return y.center;
}

/** A layer's name in the list: its kind and what it shows. */
export function layerLabel(layer: TemplateLayer, index: number): string {
  const what =
    layer.type === 'text'
      ? typeof layer.content === 'string'
        ? layer.content
        : `“${layer.content.literal}”`
      : layer.type === 'panel'
        ? layer.items.some((item) => item.kind === 'title')
          ? 'title'
          : `${layer.items.length} items`
        : layer.type === 'frame'
          ? `picture ${layer.image + 1}`
          : layer.type === 'shape'
            ? layer.shape
            : 'logo';
  return `${index + 1}. ${layer.type} (${what})`;
}
