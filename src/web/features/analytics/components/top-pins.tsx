// The range's top pins (thumbnail, title, figures, a link to the pin on Pinterest; the title opens
// its day-by-day detail) and every board's figures in a table (Pro and up).
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ANALYTICS_METRICS, type AnalyticsTop, type TopPin } from '../../../../shared/api/analytics-contract';
import { PinImage } from '../../../components/ui/pin-image';
import { formatCount, METRIC_LABELS } from '../utils/analytics-format';
import { FiguresTable } from './chart-frame';

function PinFigures({ pin }: { pin: TopPin }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-slate-600 sm:grid-cols-4">
      {ANALYTICS_METRICS.map((metric) => (
        <div key={metric} className="flex gap-1">
          <dt>{METRIC_LABELS[metric].title}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatCount(pin[metric])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TopPins({ top, onOpenPin }: { top: AnalyticsTop; onOpenPin: (pin: TopPin) => void }) {
  const pinsId = useId();
  const boardsId = useId();
  return (
    <>
      <section
        aria-labelledby={pinsId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={pinsId} className="text-lg font-semibold text-ink-900">
          Top pins
        </h2>
        {top.pins.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No pin has figures in these days yet.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100">
            {top.pins.map((pin) => (
              <li key={pin.pin_id} className="flex gap-3 py-3">
                <div className="h-20 w-14 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  <PinImage pin={{ filepath: pin.image_url, alt_text: '', title: pin.title }} fit="cover" />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <button
                    type="button"
                    onClick={() => onOpenPin(pin)}
                    className="truncate text-left text-sm font-semibold text-ink-900 underline-offset-2 hover:underline"
                    aria-label={`Show ${pin.title} day by day`}
                  >
                    {pin.title}
                  </button>
                  <span className="text-xs text-slate-500">{pin.board_name}</span>
                  <PinFigures pin={pin} />
                  {pin.pinterest_url && (
                    <a
                      href={pin.pinterest_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 underline"
                    >
                      View on Pinterest
                      <ExternalLink className="h-3 w-3" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section
        aria-labelledby={boardsId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={boardsId} className="text-lg font-semibold text-ink-900">
          Boards
        </h2>
        <section
          aria-label="Figures per board"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways when narrow; keyboard users must reach it
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <FiguresTable
            caption="Figures per board"
            columns={['Board', 'Pins', ...ANALYTICS_METRICS.map((metric) => METRIC_LABELS[metric].title)]}
          >
            {top.boards.map((board) => (
              <tr key={board.board_id}>
                <th scope="row" className="px-2 py-1.5 font-medium">
                  {board.name}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(board.pins)}</td>
                {ANALYTICS_METRICS.map((metric) => (
                  <td key={metric} className="px-2 py-1.5 text-right tabular-nums">
                    {formatCount(board[metric])}
                  </td>
                ))}
              </tr>
            ))}
          </FiguresTable>
        </section>
      </section>
    </>
  );
}
