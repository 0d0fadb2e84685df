// The hours × weekdays the workspace's pins did best at (Pro and up): a grid shaded by score, the
// sentence that says it ("Your pins do best on Tuesdays between 7 and 9 pm"), or how many more
// published pins it needs first. Hours are the workspace's time zone's (the server reads them so).
import type { AnalyticsBestTimes, BestTimesCell } from '../../../../shared/api/analytics-contract';
import { hourLabel, hourSpan } from '../../../lib/hour-span';
import { formatCount, WEEKDAYS } from '../utils/analytics-format';
import { ChartFrame, FiguresTable } from './chart-frame';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "Your pins do best on Tuesdays between 7 and 9 pm", or what is missing before it can be said. */
function bestTimesSentence(answer: AnalyticsBestTimes): string {
  if (!answer.enough_data || !answer.best) {
    const more = answer.needed_pins;
    return `Not enough data yet: ${more} more published ${more === 1 ? 'pin' : 'pins'} needed.`;
  }
  const { weekday, start_hour, end_hour } = answer.best;
  const day = weekday === null ? '' : ` on ${WEEKDAYS[weekday]}s`;
  return `Your pins do best${day} ${hourSpan(start_hour, end_hour)}.`;
}

/**
 * What the schedule and new titles learn from these figures (ADR 0045), and what "enough data" is:
 * 10 published pins with figures, in 3 different hours, over the last 90 days.
 */
function learningSentence(answer: AnalyticsBestTimes): string {
  return answer.enough_data && answer.best
    ? 'Suggested times for new pins prefer your best hours, and new titles learn from your top pins.'
    : 'Once 10 published pins have figures, posted at 3 different hours or more in the last 90 days, suggested times for new pins prefer your best hours.';
}

/** Tailwind shades from no pins to the best score. */
const SHADES = ['bg-slate-50', 'bg-brand-50', 'bg-brand-100', 'bg-brand-300', 'bg-brand-500', 'bg-brand-700'];

function shadeOf(cell: BestTimesCell | undefined, top: number): string {
  if (!cell || cell.pins === 0 || top <= 0) return SHADES[0] ?? '';
  const step = Math.min(SHADES.length - 1, 1 + Math.floor((cell.score / top) * (SHADES.length - 2)));
  return SHADES[step] ?? '';
}

export function BestTimesHeatmap({ answer }: { answer: AnalyticsBestTimes }) {
  const cellAt = new Map(answer.cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  const top = Math.max(0, ...answer.cells.map((cell) => cell.score));
  const withPins = answer.cells
    .filter((cell) => cell.pins > 0)
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const sentence = bestTimesSentence(answer);
  return (
    <ChartFrame
      title="Best hours"
      description={
        <>
          <span className="font-medium text-slate-800">{sentence}</span> Darker squares are hours your
          published pins did better at, in the workspace's time zone. {learningSentence(answer)}
        </>
      }
      chart={
        <div className="overflow-x-auto">
          <div
            role="img"
            aria-label={`Best hours by weekday and hour. ${sentence}`}
            className="min-w-[34rem]"
          >
            <div
              aria-hidden="true"
              className="grid grid-cols-[5rem_repeat(24,minmax(0,1fr))] gap-0.5 text-[10px]"
            >
              <span />
              {HOURS.map((hour) => (
                <span key={hour} className="text-center text-slate-500">
                  {hour % 3 === 0 ? hourLabel(hour).replace(' ', '') : ''}
                </span>
              ))}
              {WEEKDAYS.map((weekday, day) => (
                <div key={weekday} className="contents">
                  <span className="pr-1 text-xs text-slate-600">{weekday.slice(0, 3)}</span>
                  {HOURS.map((hour) => {
                    const cell = cellAt.get(`${day}:${hour}`);
                    return (
                      <span
                        key={hour}
                        title={`${weekday} ${hourLabel(hour)}: ${cell?.pins ?? 0} pins`}
                        className={`h-5 rounded-sm ${shadeOf(cell, top)}`}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
      }
      table={
        <FiguresTable
          caption="Best hours: published pins and score by weekday and hour"
          columns={['Weekday and hour', 'Pins', 'Score']}
        >
          {withPins.map((cell) => (
            <tr key={`${cell.weekday}:${cell.hour}`}>
              <th scope="row" className="px-2 py-1.5 font-medium">
                {WEEKDAYS[cell.weekday]} {hourLabel(cell.hour)}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(cell.pins)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(Math.round(cell.score))}</td>
            </tr>
          ))}
        </FiguresTable>
      }
    />
  );
}
