// The analytics tables' writers (this module owns pin_analytics_daily, account_analytics_daily and
// analytics_collections). A day read again replaces its figures: a re-run never double counts.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  type AnalyticsCollectionStatus,
  accountAnalyticsDaily,
  analyticsCollections,
  pinAnalyticsDaily,
} from '../../db/schema';
import type { DailyFigures } from '../../integrations/pinterest/analytics';

const replaced = {
  impression: sql`excluded.impression`,
  save: sql`excluded.save`,
  pinClick: sql`excluded.pin_click`,
  outboundClick: sql`excluded.outbound_click`,
  collectedAt: sql`excluded.collected_at`,
};

const figuresOf = (day: DailyFigures) => ({
  date: day.date,
  impression: day.impression,
  save: day.save,
  pinClick: day.pinClick,
  outboundClick: day.outboundClick,
});

/** One pin's days, as Pinterest answered them (with its board: the board's day totals, ADR 0052). */
export async function savePinDays(
  db: Database,
  pin: { id: string; workspaceId: string; boardId: string },
  days: readonly DailyFigures[],
  now: Date,
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(pinAnalyticsDaily)
    .values(
      days.map((day) => ({
        pinId: pin.id,
        workspaceId: pin.workspaceId,
        boardId: pin.boardId,
        collectedAt: now,
        ...figuresOf(day),
      })),
    )
    .onConflictDoUpdate({ target: [pinAnalyticsDaily.pinId, pinAnalyticsDaily.date], set: replaced });
}

/** The account's own days. */
export async function saveAccountDays(
  db: Database,
  connection: { id: string; workspaceId: string },
  days: readonly DailyFigures[],
  now: Date,
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(accountAnalyticsDaily)
    .values(
      days.map((day) => ({
        connectionId: connection.id,
        workspaceId: connection.workspaceId,
        collectedAt: now,
        ...figuresOf(day),
      })),
    )
    .onConflictDoUpdate({
      target: [accountAnalyticsDaily.connectionId, accountAnalyticsDaily.date],
      set: replaced,
    });
}

export interface CollectionChange {
  status?: AnalyticsCollectionStatus;
  message?: string | null;
  lastCollectedAt?: Date;
  lastRunAt?: Date;
  resumeAfter?: Date | null;
  cursor?: number;
}

/** Writes what a run found out about the account's collection (its row is made on first use). */
export async function recordCollection(
  db: Database,
  connection: { id: string; workspaceId: string },
  change: CollectionChange,
  now: Date,
): Promise<void> {
  const values = { ...change, updatedAt: now };
  await db
    .insert(analyticsCollections)
    .values({ connectionId: connection.id, workspaceId: connection.workspaceId, ...values })
    .onConflictDoUpdate({ target: analyticsCollections.connectionId, set: values });
}
