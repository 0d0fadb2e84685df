// GET /api/analytics/export.csv and /api/v1/analytics/export.csv (Enterprise): one row per pin per
// day of the range, with the metrics the request names (all four by default). Text cells that a
// spreadsheet would run as a formula are quoted with a leading apostrophe.
import { and, asc, between, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_METRICS } from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import { boards, pinAnalyticsDaily, pins } from '../../db/schema';
import type { AnalyticsScope } from './read-scope';

/** The export's answer in OpenAPI, for each route that sends it. */
export const analyticsCsvResponse = {
  description: 'date, pin_id, title, board and the metrics, one row per pin per day',
  content: { 'text/csv': { schema: z.string() } },
};

/** Sends `scope`'s export as a download (never cached: the figures change every day). */
export async function sendAnalyticsCsv(reply: FastifyReply, db: Database, scope: AnalyticsScope) {
  const { filename, csv } = await exportAnalyticsCsv(db, scope);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function exportAnalyticsCsv(
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
