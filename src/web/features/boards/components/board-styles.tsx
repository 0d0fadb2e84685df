// How each board style (docs/product.md §5) is named, described and previewed in the UI.
import type { BoardStyle } from '../../../../shared/api/boards';

export const STYLE_LABELS: Record<BoardStyle, string> = {
  modern: 'Modern',
  vintage: 'Vintage',
  minimalist: 'Minimalist',
  bold: 'Bold',
};

export const STYLE_DESCRIPTIONS: Record<BoardStyle, string> = {
  modern: 'Clean type, soft color blocks',
  vintage: 'Warm tones, classic serif',
  minimalist: 'Calm space, thin lines',
  bold: 'High contrast, big type',
};

/** A tiny 2:3 sketch of a pin in the style, drawn with CSS; decorative. */
export function StylePreview({ style, className = 'h-15 w-10' }: { style: BoardStyle; className?: string }) {
  const frame = `${className} shrink-0 overflow-hidden rounded-md ring-1`;
  switch (style) {
    case 'modern':
      return (
        <span aria-hidden="true" className={`${frame} flex flex-col gap-1 bg-white p-1 ring-slate-200`}>
          <span className="h-1/2 rounded-sm bg-linear-to-br from-brand-400 to-brand-600" />
          <span className="h-1 w-4/5 rounded-full bg-slate-800" />
          <span className="h-1 w-3/5 rounded-full bg-slate-300" />
        </span>
      );
    case 'vintage':
      return (
        <span
          aria-hidden="true"
          className={`${frame} flex flex-col items-center justify-center gap-1 bg-amber-50 p-1 ring-amber-300`}
        >
          <span className="font-serif text-sm leading-none font-semibold text-amber-900 italic">Aa</span>
          <span className="h-px w-3/4 bg-amber-700/60" />
          <span className="h-1 w-3/5 rounded-full bg-amber-800/40" />
        </span>
      );
    case 'minimalist':
      return (
        <span
          aria-hidden="true"
          className={`${frame} flex flex-col justify-end gap-1 bg-white p-1.5 ring-slate-200`}
        >
          <span className="h-px w-full bg-slate-300" />
          <span className="h-0.5 w-2/3 rounded-full bg-slate-500" />
        </span>
      );
    case 'bold':
      return (
        <span aria-hidden="true" className={`${frame} flex flex-col gap-1 bg-ink-900 p-1 ring-ink-900`}>
          <span className="text-sm leading-none font-black text-white">Aa</span>
          <span className="flex-1 rounded-sm bg-brand-600" />
        </span>
      );
  }
}
