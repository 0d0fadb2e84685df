// Where a layer sits on the 1000×1500 pin, as a box the canvas can outline and move. Frames,
// shapes and logos say their box; a text's height follows its font; a panel's follows its title,
// which only the renderer knows, so the box is an estimate and the preview beside it is the truth.
import { PIN_CANVAS, type TemplateLayer } from '../../../../shared/templates';

export interface LayerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a panel's title is taken to need when the box is drawn (its fitted height is the renderer's). */
const PANEL_ESTIMATE = 240;

export function layerBox(layer: TemplateLayer): LayerBox {
  if (layer.type === 'frame' || layer.type === 'shape' || layer.type === 'logo') {
    return { x: layer.x, y: layer.y, width: layer.width, height: layer.height };
  }
  const height =
    layer.type === 'text'
      ? Math.round(layer.font.size * 1.6 + (layer.background?.padding[0] ?? 0) * 2)
      : (layer.height?.title ?? 0) + PANEL_ESTIMATE;
  const y = layer.y;
  const top =
    'top' in y ? y.top : 'bottom' in y ? PIN_CANVAS.height - y.bottom - height : y.center - height / 2;
  return { x: layer.x, y: top, width: layer.width, height };
}

/** Whether the layer's height is its own to change (a text's or panel's follows its words). */
export const hasOwnHeight = (layer: TemplateLayer) =>
  layer.type === 'frame' || layer.type === 'shape' || layer.type === 'logo';
