// The brand colors of a board or of the default image style (Settings → General): each a color
// picker, its hex text and a remove button; 'Add color' appends black (docs/product.md §5) up to
// MAX_BRAND_COLORS. A color already listed above is marked, since a style refuses the same color
// twice. Below Starter the colors are shown as they are, with the upgrade (docs/product.md §9).
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  duplicateBrandColor,
  duplicateBrandColorMessage,
  HEX_COLOR,
  MAX_BRAND_COLORS,
  NEW_BRAND_COLOR,
} from '../../../shared/api/boards';
import { Button } from './button';
import { LockedFeatureNotice } from './locked-feature-notice';

/**
 * @internal for tests and benchmarks, not production code
 * How a swatch, hex value or remove button looks while the fieldset is disabled (locked below
 * Starter, or saving): dimmed, so the colors read as not for changing.
 */
export const LOCKED_CONTROL = 'disabled:cursor-not-allowed disabled:opacity-50';

/** One color row; `key` keeps React's identity stable while colors are added and removed. */
export interface BrandColorRow {
  key: number;
  value: string;
}

let nextKey = 0;
export function toColorRows(colors: readonly string[]): BrandColorRow[] {
  return colors.map((value) => ({ key: nextKey++, value }));
}

/** The colors as a style stores them: upper-case hex. */
export function fromColorRows(colors: readonly BrandColorRow[]): string[] {
  return colors.map((row) => row.value.toUpperCase());
}

/** The client's checks of the colors before a save; null when they may be sent. */
export function brandColorsProblem(colors: readonly string[]): string | null {
  if (colors.length === 0) return 'Add at least one brand color';
  if (!colors.every((color) => HEX_COLOR.test(color))) return 'Brand colors must be hex colors like #E60023';
  const twice = duplicateBrandColor(colors);
  return twice ? duplicateBrandColorMessage(twice) : null;
}

/**
 * Something under the colors that proposes new ones (the app layer passes "Get my brand from my
 * website", ADR 0040): it is given the way to replace the field's colors.
 */
export type BrandColorsSuggester = (apply: (colors: readonly string[]) => void) => ReactNode;

export function BrandColorsField({
  colors,
  onChange,
  disabled = false,
  locked = false,
  suggester,
}: {
  colors: BrandColorRow[];
  onChange: (colors: BrandColorRow[]) => void;
  disabled?: boolean;
  /** The plan does not sell brand colors: they are shown as they are, with the upgrade. */
  locked?: boolean;
  suggester?: BrandColorsSuggester | undefined;
}) {
  const hintId = useId();
  const full = colors.length >= MAX_BRAND_COLORS;

  function setColor(key: number, value: string) {
    onChange(colors.map((row) => (row.key === key ? { ...row, value } : row)));
  }

  return (
    <fieldset aria-describedby={hintId} disabled={disabled || locked}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Brand colors</legend>
      <div id={hintId} className="-mt-1 mb-2.5 text-xs text-slate-600">
        {locked ? (
          <LockedFeatureNotice feature="brand_colors" />
        ) : (
          `Used in the pin's image. Up to ${MAX_BRAND_COLORS} colors, as hex values like #E60023.`
        )}
      </div>
      {colors.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {colors.map((row, index) => {
            const repeated = colors
              .slice(0, index)
              .some((earlier) => earlier.value.toUpperCase() === row.value.toUpperCase());
            const valid = HEX_COLOR.test(row.value) && !repeated;
            return (
              <li
                key={row.key}
                className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-1.5"
              >
                <input
                  type="color"
                  aria-label={`Color ${index + 1}`}
                  value={HEX_COLOR.test(row.value) ? row.value.toLowerCase() : '#000000'}
                  onChange={(event) => setColor(row.key, event.target.value.toUpperCase())}
                  className={`h-9 w-10 shrink-0 cursor-pointer rounded-lg border border-slate-500 bg-white p-0.5 ${LOCKED_CONTROL}`}
                />
                <input
                  type="text"
                  aria-label={`Color ${index + 1} hex value`}
                  aria-invalid={!valid}
                  value={row.value}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => {
                    const text = event.target.value.trim();
                    setColor(row.key, text.startsWith('#') ? text.toUpperCase() : `#${text.toUpperCase()}`);
                  }}
                  className={`min-w-0 flex-1 rounded-lg border bg-white px-2.5 py-1.5 font-mono text-sm text-slate-900 uppercase focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none ${LOCKED_CONTROL} ${
                    valid ? 'border-slate-300' : 'border-red-500'
                  }`}
                />
                <button
                  type="button"
                  aria-label={`Remove color ${index + 1}`}
                  onClick={() => onChange(colors.filter((other) => other.key !== row.key))}
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:hover:bg-transparent disabled:hover:text-slate-500 ${LOCKED_CONTROL}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
          No brand colors yet. Add at least one.
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2.5"
        disabled={full}
        onClick={() => onChange([...colors, ...toColorRows([NEW_BRAND_COLOR])])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add color
      </Button>
      {full && <span className="ml-3 text-xs text-slate-600">At most {MAX_BRAND_COLORS} colors.</span>}
      {suggester?.((proposed) => onChange(toColorRows(proposed.slice(0, MAX_BRAND_COLORS))))}
    </fieldset>
  );
}
