// GET /api/analytics/export.csv (Enterprise): one row per pin per day of the range, with the
// metrics the request names (all four by default). Text cells that a spreadsheet would run as a
// formula are quoted with a leading apostrophe.
import { and, asc, between, eq } from 'drizzle-orm';
import { ANALYTICS_METRICS } from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import { boards, pinAnalyticsDaily, pins } from '../../db/schema';
import type { AnalyticsScope } from './read-scope';

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportAnalyticsCsv(
  db: Database,
  scope: AnalyticsScope,
): Promise<{ filename: string; csv: string }> {
  const rows = await db
    .select({
      date: pinAnalyticsDaily.date,
      pinId: pins.id,
      title: pins.title,
      board: boards.name,
      impression: pinAnalyticsDaily.impression,
      save: pinAnalyticsDaily.save,
      pin_click: pinAnalyticsDaily.pinClick,
      outbound_click: pinAnalyticsDaily.outboundClick,
    })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, eq(pins.id, pinAnalyticsDaily.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pinAnalyticsDaily.workspaceId, scope.workspace.id),
        between(pinAnalyticsDaily.date, scope.range.from, scope.range.to),
        scope.filter,
      ),
    )
    .orderBy(asc(pinAnalyticsDaily.date), asc(pins.title), asc(pins.id));
  // The metrics asked for, in the file's usual order.
  const metrics = ANALYTICS_METRICS.filter((metric) => scope.metrics.includes(metric));
  const lines = [
    ['date', 'pin_id', 'title', 'board', ...metrics].join(','),
    ...rows.map((row) =>
      [row.date, row.pinId, row.title, row.board, ...metrics.map((metric) => row[metric])]
        .map(cell)
        .join(','),
    ),
  ];
  return {
    filename: `pinloom-analytics-${scope.range.from}-to-${scope.range.to}.csv`,
    csv: `${lines.join('\r\n')}\r\n`,
  };
}
