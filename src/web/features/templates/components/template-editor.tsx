// The template editor (ADR 0038): the layer list, the selected layer's properties, keyboard nudge
// (arrows, Shift = 10 px), drag and resize on the canvas, undo and redo (Ctrl+Z, Ctrl+Shift+Z), and a live preview that the
// server's pin renderer draws 400 ms after the last change: what it shows is what publishes. The
// document is checked here with the server's own rules, so a problem shows before saving.
import { useEffect, useReducer, useState } from 'react';
import type { TemplateWithDocument } from '../../../../shared/api/templates';
import {
  checkTemplateDocument,
  describeTemplateProblem,
  type PinTemplate,
  type TemplateLayer,
} from '../../../../shared/templates';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { previewTemplate, useSaveTemplate } from '../api/template-library';
import { hasOwnHeight } from '../utils/layer-box';
import {
  addLayer,
  canAddLayer,
  canRemoveLayer,
  moveLayer,
  NEW_LAYERS,
  type NewLayerKind,
  removeLayer,
} from '../utils/layer-list';
import {
  changeLayer,
  layerLabel,
  nudgeLayer,
  startHistory,
  templateHistory,
} from '../utils/template-history';
import { TemplateCanvas } from './template-canvas';
import { TemplateProperties } from './template-properties';

/** How long the document stands still before the server is asked to draw it. */
const PREVIEW_DELAY_MS = 400;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keys typed into a field belong to the field, not to the canvas. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);

export function TemplateEditor({
  template,
  onClose,
}: {
  template: TemplateWithDocument;
  onClose: () => void;
}) {
  const [history, dispatch] = useReducer(templateHistory, template.document as PinTemplate, startHistory);
  const [selected, setSelected] = useState(0);
  const [name, setName] = useState(template.name);
  const document = history.present;
  const checked = checkTemplateDocument({ ...document, name });
  const preview = usePreview(checked.ok ? checked.template : null);
  const save = useSaveTemplate();
  const layer = document.layers[selected];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
        return;
      }
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      dispatch({
        type: 'change',
        change: (current) =>
          changeLayer(current, selected, (each) => nudgeLayer(each, arrow[0] * step, arrow[1] * step)),
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected]);

  return (
    <section aria-label={`Editing ${template.name}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          Name
          <input
            className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={history.past.length === 0}
        >
          Undo
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={history.future.length === 0}
        >
          Redo
        </Button>
        <Button
          onClick={() => save.mutate({ id: template.id, name, document: { ...document, name } })}
          disabled={!checked.ok || save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save template'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {save.isSuccess && <p className="text-sm text-emerald-700">Saved.</p>}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error, 'The template could not be saved.')}
        </p>
      )}
      {!checked.ok && (
        <ul role="alert" aria-label="Problems" className="text-sm text-red-700">
          {checked.problems.slice(0, 5).map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>{describeTemplateProblem(problem)}</li>
          ))}
        </ul>
      )}
      {/* The layers and the selected one's properties beside the canvas; stacked on a phone. */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <ol aria-label="Layers" className="flex flex-col gap-1">
            {document.layers.map((each, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a layer is its place in the list; layers have no ids
              <li key={`${index}-${each.type}`}>
                <button
                  type="button"
                  aria-pressed={index === selected}
                  onClick={() => setSelected(index)}
                  className={`w-full rounded-lg border px-2 py-1 text-left text-sm ${
                    index === selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
                  }`}
                >
                  {layerLabel(each, index)}
                </button>
              </li>
            ))}
          </ol>
          <LayerActions
            document={document}
            selected={selected}
            onChange={(change, nextSelected) => {
              dispatch({ type: 'change', change });
              setSelected(nextSelected);
            }}
          />
          <div>
            {layer && (
              <TemplateProperties
                layer={layer}
                onChange={(change) =>
                  dispatch({ type: 'change', change: (current) => changeLayer(current, selected, change) })
                }
              />
            )}
            <p className="mt-3 text-xs text-slate-500">
              Arrow keys move the selected layer by 1 px, with Shift by 10 px. Ctrl+Z undoes, Ctrl+Shift+Z
              redoes.
            </p>
          </div>
        </div>
        <figure className="flex flex-col gap-1">
          <TemplateCanvas
            document={document}
            selected={selected}
            previewUrl={preview.url}
            onSelect={setSelected}
            onChange={({ dx, dy, width, height }) =>
              dispatch({
                type: 'change',
                change: (current) =>
                  changeLayer(current, selected, (each) =>
                    resizedLayer(nudgeLayer(each, dx, dy), width, height),
                  ),
              })
            }
          />
          <figcaption className={`text-sm ${preview.error ? 'text-red-700' : 'text-slate-500'}`}>
            {preview.error ??
              (preview.url ? 'Drawn by the pin renderer: what publishes.' : 'Drawing the preview…')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/**
 * Add a layer (in front), remove the selected one, or move it back or forward. `onChange` gets the
 * change and the layer to select after it.
 */
function LayerActions({
  document,
  selected,
  onChange,
}: {
  document: PinTemplate;
  selected: number;
  onChange: (change: (document: PinTemplate) => PinTemplate, nextSelected: number) => void;
}) {
  const last = document.layers.length - 1;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Add a layer
        <select
          className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
          value=""
          disabled={!canAddLayer(document)}
          onChange={(event) => {
            const kind = event.target.value as NewLayerKind;
            if (kind in NEW_LAYERS) onChange((current) => addLayer(current, kind), last + 1);
          }}
        >
          <option value="">Choose…</option>
          {Object.entries(NEW_LAYERS).map(([kind, { label }]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        disabled={selected <= 0}
        onClick={() => onChange((current) => moveLayer(current, selected, -1), selected - 1)}
      >
        Move back
      </Button>
      <Button
        variant="secondary"
        disabled={selected >= last}
        onClick={() => onChange((current) => moveLayer(current, selected, 1), selected + 1)}
      >
        Move forward
      </Button>
      <Button
        variant="secondary"
        disabled={!canRemoveLayer(document, selected)}
        onClick={() => onChange((current) => removeLayer(current, selected), Math.max(0, selected - 1))}
      >
        Remove layer
      </Button>
    </div>
  );
}

/** The layer at a new size from the canvas: its width, and its height where the layer has one. */
function resizedLayer(layer: TemplateLayer, width?: number, height?: number): TemplateLayer {
  if (width === undefined) return layer;
  if (hasOwnHeight(layer) && height !== undefined && 'height' in layer)
    return { ...layer, width, height } as TemplateLayer;
  return { ...layer, width };
}

/** The server's drawing of `document`, asked for once it has stood still PREVIEW_DELAY_MS. */
function usePreview(document: PinTemplate | null): { url: string | null; error: string | null } {
  const [state, setState] = useState<{ url: string | null; error: string | null }>({
    url: null,
    error: null,
  });
  const key = document ? JSON.stringify(document) : null;
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewTemplate(JSON.parse(key), controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          setState((previous) => {
            if (previous.url) URL.revokeObjectURL(previous.url);
            return { url, error: null };
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({
            ...previous,
            error: errorMessage(error, 'The preview could not be drawn.'),
          }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
