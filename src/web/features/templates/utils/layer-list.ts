// Adding, removing and reordering a template's layers (ADR 0038). A new layer starts where it can
// be seen and moved, in brand colors, so it fits whichever kit the board draws with. Layers are
// drawn in order, so moving one later brings it to the front.
import { MAX_TEMPLATE_LAYERS, type PinTemplate, type TemplateLayer } from '../../../../shared/templates';

export const NEW_LAYERS = {
  logo: { label: 'Logo', layer: { type: 'logo', x: 60, y: 60, width: 240, height: 140 } },
  shape: {
    label: 'Shape',
    layer: {
      type: 'shape',
      x: 100,
      y: 1200,
      width: 800,
      height: 160,
      shape: 'rect',
      fill: 'primary',
      radius: 24,
    },
  },
  domain: {
    label: 'Website address',
    layer: {
      type: 'text',
      content: 'domain',
      x: 100,
      y: { bottom: 60 },
      width: 800,
      align: 'center',
      font: { font: 'inter', weight: 500, size: 32, spacing: 0 },
      color: 'dark',
      maxWidth: 800,
    },
  },
  words: {
    label: 'Your words',
    layer: {
      type: 'text',
      content: { literal: 'Your words here' },
      x: 100,
      y: { top: 120 },
      width: 800,
      align: 'center',
      font: { font: 'inter', weight: 800, size: 40, spacing: 0 },
      color: 'primary',
      maxWidth: 800,
    },
  },
} satisfies Record<string, { label: string; layer: TemplateLayer }>;
export type NewLayerKind = keyof typeof NEW_LAYERS;

/** Whether the document has room for one more layer. */
export const canAddLayer = (document: PinTemplate) => document.layers.length < MAX_TEMPLATE_LAYERS;

/** The document with a new layer of `kind` in front of the others. */
export function addLayer(document: PinTemplate, kind: NewLayerKind): PinTemplate {
  if (!canAddLayer(document)) return document;
  return { ...document, layers: [...document.layers, structuredClone(NEW_LAYERS[kind].layer)] };
}

/** Whether layer `index` may go: the panel with the title stays, as every pin has a title. */
export function canRemoveLayer(document: PinTemplate, index: number): boolean {
  const layer = document.layers[index];
  if (!layer || document.layers.length <= 1) return false;
  return !(layer.type === 'panel' && layer.items.some((item) => item.kind === 'title'));
}

export function removeLayer(document: PinTemplate, index: number): PinTemplate {
  if (!canRemoveLayer(document, index)) return document;
  return { ...document, layers: document.layers.filter((_, each) => each !== index) };
}

/** The document with layer `index` moved `by` places (positive: toward the front). */
export function moveLayer(document: PinTemplate, index: number, by: number): PinTemplate {
  const to = index + by;
  const layer = document.layers[index];
  if (!layer || to < 0 || to >= document.layers.length) return document;
  const layers = document.layers.filter((_, each) => each !== index);
  layers.splice(to, 0, layer);
  return { ...document, layers };
}
