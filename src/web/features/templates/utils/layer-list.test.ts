// Each layer the editor adds passes the server's own check on every built-in template, up to the
// layer limit; the title panel cannot be removed; moving keeps every layer.
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from '../../../../shared/builtin-templates';
import { checkTemplateDocument, MAX_TEMPLATE_LAYERS } from '../../../../shared/templates';
import {
  addLayer,
  canAddLayer,
  canRemoveLayer,
  moveLayer,
  NEW_LAYERS,
  type NewLayerKind,
  removeLayer,
} from './layer-list';

const KINDS = Object.keys(NEW_LAYERS) as NewLayerKind[];

describe('the layer list', () => {
  it.each(Object.entries(BUILTIN_TEMPLATES))(
    'adds every kind of layer to %s as a valid document',
    (_, document) => {
      for (const kind of KINDS) {
        const added = addLayer(document, kind);
        expect(added.layers).toHaveLength(document.layers.length + 1);
        const checked = checkTemplateDocument(added);
        expect(checked.ok, JSON.stringify(checked.ok ? null : checked.problems)).toBe(true);
      }
    },
  );

  it('stops at the layer limit and never removes the title panel', () => {
    let document = BUILTIN_TEMPLATES['modern-card'];
    while (canAddLayer(document)) document = addLayer(document, 'logo');
    expect(document.layers).toHaveLength(MAX_TEMPLATE_LAYERS);
    expect(addLayer(document, 'shape')).toBe(document);
    const title = document.layers.findIndex(
      (layer) => layer.type === 'panel' && layer.items.some((item) => item.kind === 'title'),
    );
    expect(canRemoveLayer(document, title)).toBe(false);
    expect(removeLayer(document, title)).toBe(document);
    expect(removeLayer(document, MAX_TEMPLATE_LAYERS - 1).layers).toHaveLength(MAX_TEMPLATE_LAYERS - 1);
  });

  it('moves a layer back and forward, keeping them all, and not past either end', () => {
    const document = addLayer(BUILTIN_TEMPLATES['modern-card'], 'logo');
    const last = document.layers.length - 1;
    const back = moveLayer(document, last, -1);
    expect(back.layers[last - 1]?.type).toBe('logo');
    expect(new Set(back.layers)).toEqual(new Set(document.layers));
    expect(moveLayer(document, last, 1)).toBe(document);
    expect(moveLayer(document, 0, -1)).toBe(document);
  });
});
