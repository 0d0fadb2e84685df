// The selected layer's properties: place and size for every layer; font, size, color, alignment
// and the words' source for a text; the title's font, color and alignment for a panel; the fill
// for a shape. Each edit is one step of undo.
import type {
  TemplateColor,
  TemplateFont,
  TemplateLayer,
  TemplatePanelItem,
} from '../../../../shared/templates';
import { TEMPLATE_FONT_IDS, weightIn } from '../utils/template-fonts';
import { layerTop, nudgeLayer } from '../utils/template-history';

type Change = (change: (layer: TemplateLayer) => TemplateLayer) => void;

const field = 'flex flex-col gap-1 text-sm text-slate-700';
const input = 'w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm';

function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className={field}>
      {label}
      <input
        type="number"
        className={input}
        value={value}
        onChange={(event) => {
          const next = event.target.valueAsNumber;
          if (Number.isFinite(next)) onChange(next);
        }}
      />
    </label>
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TemplateColor;
  onChange: (value: string) => void;
}) {
  const text = typeof value === 'string' ? value : '';
  return (
    <label className={field}>
      {label}
      <input
        className={input}
        value={text}
        placeholder={typeof value === 'string' ? '#RRGGBB or primary' : 'derived from the brand colors'}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </label>
  );
}

function FontField({ value, onChange }: { value: string; onChange: (font: TemplateFont) => void }) {
  return (
    <label className={field}>
      Font
      <select
        className={input}
        value={value}
        onChange={(event) => onChange(event.target.value as TemplateFont)}
      >
        {TEMPLATE_FONT_IDS.map((font) => (
          <option key={font} value={font}>
            {font}
          </option>
        ))}
      </select>
    </label>
  );
}

const SOURCES = ['boardName', 'domain', 'number', 'literal'] as const;
const SOURCE_LABELS: Record<(typeof SOURCES)[number], string> = {
  boardName: 'Board name',
  domain: 'Link domain',
  number: 'Number in the title',
  literal: 'Your words',
};

export function TemplateProperties({ layer, onChange }: { layer: TemplateLayer; onChange: Change }) {
  const top = layerTop(layer);
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="col-span-2 mb-1 text-sm font-medium text-slate-800">Layer properties</legend>
      <NumberField label="X" value={layer.x} onChange={(x) => onChange((each) => ({ ...each, x }))} />
      <NumberField
        label="Y"
        value={top}
        onChange={(y) => onChange((each) => nudgeLayer(each, 0, direction(each) * (y - top)))}
      />
      <NumberField
        label="Width"
        value={layer.width}
        onChange={(width) => onChange((each) => ({ ...each, width }))}
      />
      {(layer.type === 'frame' || layer.type === 'shape' || layer.type === 'logo') && (
        <NumberField
          label="Height"
          value={layer.height}
          onChange={(height) => onChange((each) => ({ ...each, height }) as TemplateLayer)}
        />
      )}
      {layer.type === 'shape' && (
        <ColorField
          label="Fill"
          value={layer.fill}
          onChange={(fill) => onChange((each) => ({ ...each, fill }) as TemplateLayer)}
        />
      )}
      {layer.type === 'text' && <TextProperties layer={layer} onChange={onChange} />}
      {layer.type === 'panel' && <TitleProperties layer={layer} onChange={onChange} />}
    </fieldset>
  );
}

/** A bottom-anchored layer's number grows upwards: Y shown is its distance from the bottom. */
function direction(layer: TemplateLayer): number {
  return (layer.type === 'text' || layer.type === 'panel') && 'bottom' in layer.y ? -1 : 1;
}

type TextLayer = Extract<TemplateLayer, { type: 'text' }>;
type PanelLayer = Extract<TemplateLayer, { type: 'panel' }>;
type TitleItem = Extract<TemplatePanelItem, { kind: 'title' }>;

function TextProperties({ layer, onChange }: { layer: TextLayer; onChange: Change }) {
  const set = (change: (text: TextLayer) => TextLayer) =>
    onChange((each) => (each.type === 'text' ? change(each) : each));
  const source = typeof layer.content === 'string' ? layer.content : 'literal';
  return (
    <>
      <FontField
        value={layer.font.font}
        onChange={(font) =>
          set((text) => ({ ...text, font: { ...text.font, font, weight: weightIn(font, text.font.weight) } }))
        }
      />
      <NumberField
        label="Size"
        value={layer.font.size}
        onChange={(size) => set((text) => ({ ...text, font: { ...text.font, size } }))}
      />
      <ColorField
        label="Color"
        value={layer.color}
        onChange={(color) => set((text) => ({ ...text, color }))}
      />
      <label className={field}>
        Alignment
        <select
          className={input}
          value={layer.align}
          onChange={(event) => set((text) => ({ ...text, align: event.target.value as TextLayer['align'] }))}
        >
          <option value="start">Left</option>
          <option value="center">Center</option>
          <option value="end">Right</option>
        </select>
      </label>
      <label className={field}>
        Text source
        <select
          className={input}
          value={source}
          onChange={(event) => {
            const next = event.target.value as (typeof SOURCES)[number];
            set((text) => ({ ...text, content: next === 'literal' ? { literal: 'Your words' } : next }));
          }}
        >
          {SOURCES.map((each) => (
            <option key={each} value={each}>
              {SOURCE_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      {typeof layer.content !== 'string' && (
        <label className={field}>
          Words
          <input
            className={input}
            value={layer.content.literal}
            onChange={(event) => set((text) => ({ ...text, content: { literal: event.target.value } }))}
          />
        </label>
      )}
    </>
  );
}

function TitleProperties({ layer, onChange }: { layer: PanelLayer; onChange: Change }) {
  const title = layer.items.find((item): item is TitleItem => item.kind === 'title');
  if (!title) return null;
  const setTitle = (change: (item: TitleItem) => TitleItem) =>
    onChange((each) =>
      each.type === 'panel'
        ? { ...each, items: each.items.map((item) => (item.kind === 'title' ? change(item) : item)) }
        : each,
    );
  return (
    <>
      <FontField
        value={title.font}
        onChange={(font) => setTitle((item) => ({ ...item, font, weight: weightIn(font, item.weight) }))}
      />
      <NumberField
        label="Size"
        value={title.fit.maxFontSize}
        onChange={(maxFontSize) => setTitle((item) => ({ ...item, fit: { ...item.fit, maxFontSize } }))}
      />
      <ColorField
        label="Color"
        value={title.color}
        onChange={(color) => setTitle((item) => ({ ...item, color }))}
      />
      <label className={field}>
        Alignment
        <select
          className={input}
          value={title.align}
          onChange={(event) =>
            setTitle((item) => ({ ...item, align: event.target.value as TitleItem['align'] }))
          }
        >
          <option value="start">Left</option>
          <option value="center">Center</option>
        </select>
      </label>
    </>
  );
}
