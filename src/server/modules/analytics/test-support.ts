// Shared by the analytics tests: pins made on the emulator's account and recorded as Pinloom's
// published pins, the deps of a collection run with its clock stopped, and the stored rows (and
// figures stored as a collection would, for other modules' tests).
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { call, pngBase64 } from '../../../../emulators/pinterest/test-support';
import { createPin } from '../../../../tests/factories/boards';
import { TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import type { AnalyticsMetric } from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import { analyticsCollections, type BoardRow, type PinRow, pinAnalyticsDaily } from '../../db/schema';
import type { AnalyticsDeps } from './analytics-deps';

/** Collection's deps with the clock stopped at `now`. */
export function stoppedDeps(t: TestApp, now: Date): AnalyticsDeps {
  return {
    db: t.db,
    pinterest: t.app.pinterest,
    appSecret: TEST_APP_SECRET,
    clock: { now: () => now, random: () => 0.5 },
    pinterestTimeoutMs: 2000,
  };
}

/** A pin made on the emulator's (first) account, as Pinloom's posted pin on `board`. */
export async function postedPin(
  t: TestApp,
  emulator: PinterestEmulator,
  board: BoardRow,
  options: { title?: string; postedAt: Date },
): Promise<PinRow> {
  const token = emulator.issueTokens().access_token;
  const made = await call(emulator, 'POST', '/v5/pins', {
    token,
    json: {
      board_id: board.pinterestBoardId,
      title: options.title ?? 'Easy sourdough',
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64() },
    },
  });
  expect(made.status).toBe(201);
  return createPin(t.db, board, {
    title: options.title ?? 'Easy sourdough',
    status: 'posted',
    postedAt: options.postedAt,
    pinterestPinId: (made.body as { id: string }).id,
  });
}

export const pinDays = (db: Database, pinId: string) =>
  db
    .select()
    .from(pinAnalyticsDaily)
    .where(eq(pinAnalyticsDaily.pinId, pinId))
    .orderBy(asc(pinAnalyticsDaily.date));

export async function collectionRow(db: Database, connectionId: string) {
  const [row] = await db
    .select()
    .from(analyticsCollections)
    .where(eq(analyticsCollections.connectionId, connectionId));
  return row ?? null;
}

/** Stores a pin's figures for one day, as a collection would (metrics left out are 0). */
export async function storeFigures(
  db: Database,
  pin: Pick<PinRow, 'id' | 'workspaceId' | 'boardId'>,
  date: string,
  values: Partial<Record<AnalyticsMetric, number>>,
  collectedAt: Date,
): Promise<void> {
  await db.insert(pinAnalyticsDaily).values({
    pinId: pin.id,
    workspaceId: pin.workspaceId,
    boardId: pin.boardId,
    date,
    impression: values.impression ?? 0,
    save: values.save ?? 0,
    pinClick: values.pin_click ?? 0,
    outboundClick: values.outbound_click ?? 0,
    collectedAt,
  });
}
