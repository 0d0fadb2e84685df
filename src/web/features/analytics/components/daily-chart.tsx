// Day-by-day figures as an area chart (visx, ADR 0042), one figure at a time so clicks are not
// flattened under impressions. Keyboard: the chart takes focus and the arrow keys walk the days,
// each read out below it; "Show as table" gives every day and figure as a table.

import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type DailyFigures,
} from '../../../../shared/api/analytics-contract';
import { formatCount, formatDay, METRIC_LABELS } from '../utils/analytics-format';
import { ChartFrame, FiguresTable } from './chart-frame';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };

/** The width the chart's box has now; a fixed guess where the browser cannot measure (tests). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Every `every`th day is labelled, and the last, unless that crowds the one before it. */
function labelled(index: number, count: number, every: number): boolean {
  const last = count - 1;
  return index === last || (index % every === 0 && last - index >= every / 2);
}

/** The first and last labels stay inside the chart. */
function anchorOf(index: number, count: number): 'start' | 'middle' | 'end' {
  if (index === 0) return 'start';
  return index === count - 1 ? 'end' : 'middle';
}

function AreaPlot({ days, metric, label }: { days: DailyFigures[]; metric: AnalyticsMetric; label: string }) {
  const { ref, width } = useWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const readoutId = useId();
  const x = scalePoint({ domain: days.map((day) => day.date), range: [MARGIN.left, width - MARGIN.right] });
  const top = Math.max(1, ...days.map((day) => day[metric]));
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const at = (day: DailyFigures) => x(day.date) ?? 0;
  const ticks = y.ticks(4);
  // Few labels on a phone; the first and last day always.
  const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(width / 90))));
  const shown = active === null ? null : days[active];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? 1) - 1),
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive(moves[event.key] ?? null);
  };

  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={label}
        aria-describedby={readoutId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focused, the arrow keys walk the days and the readout says each
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        onMouseLeave={() => setActive(null)}
        onMouseMove={(event) => {
          const left = event.currentTarget.getBoundingClientRect().left;
          const step = x.step() || 1;
          const index = Math.round((event.clientX - left - MARGIN.left) / step);
          setActive(Math.min(days.length - 1, Math.max(0, index)));
        }}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-100"
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500 text-[11px]"
            >
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          labelled(index, days.length, every) ? (
            <text
              key={day.date}
              x={at(day)}
              y={HEIGHT - 8}
              textAnchor={anchorOf(index, days.length)}
              className="fill-slate-500 text-[11px]"
            >
              {formatDay(day.date)}
            </text>
          ) : null,
        )}
        <AreaClosed data={days} x={at} y={(day) => y(day[metric])} yScale={y} className="fill-brand-100" />
        <LinePath
          data={days}
          x={at}
          y={(day) => y(day[metric])}
          className="fill-none stroke-brand-600 stroke-2"
        />
        {shown && (
          <g>
            <line
              x1={at(shown)}
              x2={at(shown)}
              y1={MARGIN.top}
              y2={HEIGHT - MARGIN.bottom}
              className="stroke-slate-300"
            />
            <circle cx={at(shown)} cy={y(shown[metric])} r={4} className="fill-brand-600" />
          </g>
        )}
      </svg>
      <p id={readoutId} aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {shown
          ? `${formatDay(shown.date, 'long')}: ${formatCount(shown[metric])} ${METRIC_LABELS[metric].words}`
          : 'Point at the chart, or focus it and use the arrow keys, to read a day.'}
      </p>
    </div>
  );
}

/** The daily figures of the range (or of one pin) as a chart with its table. */
export function DailyChart({
  title,
  days,
  description,
}: {
  title: string;
  days: DailyFigures[];
  description?: string;
}) {
  const [metric, setMetric] = useState<AnalyticsMetric>('impression');
  const first = days[0];
  const last = days.at(-1);
  const span = first && last ? `${formatDay(first.date, 'long')} to ${formatDay(last.date, 'long')}` : '';
  return (
    <ChartFrame
      title={title}
      description={description}
      controls={
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span>Figure</span>
          <select
            value={metric}
            onChange={(event) =>
              setMetric(ANALYTICS_METRICS.find((name) => name === event.target.value) ?? 'impression')
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {ANALYTICS_METRICS.map((name) => (
              <option key={name} value={name}>
                {METRIC_LABELS[name].title}
              </option>
            ))}
          </select>
        </label>
      }
      chart={
        days.length === 0 ? (
          <p className="text-sm text-slate-600">No figures for these days yet.</p>
        ) : (
          <AreaPlot days={days} metric={metric} label={`${METRIC_LABELS[metric].title} per day, ${span}`} />
        )
      }
      table={
        <FiguresTable
          caption={`${title}: figures per day, ${span}`}
          columns={['Day', ...ANALYTICS_METRICS.map((name) => METRIC_LABELS[name].title)]}
        >
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-2 py-1.5 font-medium">
                {formatDay(day.date, 'long')}
              </th>
              {ANALYTICS_METRICS.map((name) => (
                <td key={name} className="px-2 py-1.5 text-right tabular-nums">
                  {formatCount(day[name])}
                </td>
              ))}
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}
