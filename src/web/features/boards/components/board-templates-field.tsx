// The board form's choice of templates (ADR 0035): none keeps the style's own, one is the board's
// look, several are taken in turn by its new pins. Each shows its thumbnail, drawn by the renderer.
import type { BoardStyle } from '../../../../shared/api/boards';
import type { TemplateSummary } from '../../../../shared/api/templates';
import { useTemplates } from '../../../api/get-templates';
import { STYLE_LABELS } from './board-styles';

const FORMAT_LABELS: Record<TemplateSummary['format'], string> = {
  'title-over-photo': 'Title over photo',
  'split-panel': 'Split panel',
  list: 'List',
  quote: 'Quote',
  'step-by-step': 'Step by step',
  'before-after': 'Before and after',
  collage: 'Collage',
};

export function BoardTemplatesField({
  style,
  chosen,
  onChange,
  disabled,
}: {
  style: BoardStyle;
  /** The chosen ids, in the order the board takes them. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
  disabled: boolean;
}) {
  const templates = useTemplates();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  const summary =
    chosen.length === 0
      ? `None chosen: pins use the ${STYLE_LABELS[style]} style’s own template.`
      : chosen.length === 1
        ? 'Every new pin uses this template.'
        : `New pins take these ${chosen.length} templates in turn, in the order you chose them.`;
  return (
    <fieldset aria-describedby="board-templates-summary">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Templates</legend>
      <p id="board-templates-summary" className="mb-2 text-sm text-slate-600" aria-live="polite">
        {summary}
      </p>
      {templates.isError && <p className="text-sm text-slate-600">The templates could not be loaded.</p>}
      <ul className="grid max-h-80 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-5">
        {(templates.data ?? []).map((template) => {
          const turn = chosen.indexOf(template.id);
          return (
            <li key={template.id} className="list-none">
              <label
                className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border p-1.5 text-center has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                  turn >= 0
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-200 bg-white'
                }`}
              >
                <input
                  type="checkbox"
                  name="templates"
                  value={template.id}
                  checked={turn >= 0}
                  disabled={disabled}
                  onChange={(event) => toggle(template.id, event.target.checked)}
                  className="sr-only"
                />
                <img
                  src={template.thumbnail_url}
                  alt=""
                  width={80}
                  height={120}
                  loading="lazy"
                  className="h-30 w-20 rounded-md bg-slate-100"
                />
                <span className="text-xs font-semibold text-slate-900">
                  {template.name}
                  {chosen.length > 1 && turn >= 0 && <span className="text-brand-800"> · {turn + 1}</span>}
                </span>
                <span className="text-[11px] leading-tight text-slate-600">
                  {FORMAT_LABELS[template.format]}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
