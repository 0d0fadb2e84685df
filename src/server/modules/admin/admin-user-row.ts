// One customer as the admin tables show them (docs/product.md §3 "Admin user row"), for a page of users at
// once. "This month" and "today" are each user's own, in their time zone, with the same windows as
// their usage meter (allowance) and their timeline's days (schedule): pins generated in the
// calendar month (pin_generations, so a deleted pin still counts), and pins taking a slot of
// today (every status but 'generated', as the schedule's 5 a day counts them). A user's figures
// are those of the workspaces they pay for (workspaces.owner_id, ADR 0032); the plan shown is that of
// their personal workspace (ADR 0034).
import { and, asc, count, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/api/admin';
import { localDayBounds, localMonthBounds } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { pinGenerations, pins, type UserRow, users, workspaces } from '../../db/schema';
import { SLOT_STATUSES } from '../schedule';

/** The columns a row needs; a whole UserRow has them too. */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: users.timeZone,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
};
type AdminUserSource = Pick<UserRow, keyof typeof adminUserColumns>;

/**
 * Customers only: admin accounts are staff and are counted and listed nowhere, and a deleted account
 * (waiting for its purge) is nobody's customer any more.
 */
export const isCustomer = and(eq(users.role, 'user'), isNull(users.deletedAt));

interface Window {
  start: Date;
  end: Date;
}

/** The rows of `source`, in its order, with each user's figures from two queries for the lot. */
export async function toAdminUserRows(options: {
  db: Database;
  users: AdminUserSource[];
  now: Date;
}): Promise<AdminUserRow[]> {
  const { db, now } = options;
  if (options.users.length === 0) return [];
  // Users of one zone share their windows: one condition per zone, not per user.
  const zones = new Map<string, { ids: string[]; month: Window; day: Window }>();
  for (const user of options.users) {
    let zone = zones.get(user.timeZone);
    if (!zone) {
      zone = {
        ids: [],
        month: localMonthBounds(now, user.timeZone),
        day: localDayBounds(now, user.timeZone),
      };
      zones.set(user.timeZone, zone);
    }
    zone.ids.push(user.id);
  }
  const perZone = (build: (zone: { ids: string[]; month: Window; day: Window }) => SQL | undefined) =>
    or(...[...zones.values()].map(build));
  const ids = options.users.map((user) => user.id);
  const [generated, scheduled, personal] = await Promise.all([
    db
      .select({ userId: workspaces.ownerId, n: count() })
      .from(pinGenerations)
      .innerJoin(workspaces, eq(workspaces.id, pinGenerations.workspaceId))
      .where(
        perZone(({ ids, month }) =>
          and(
            inArray(workspaces.ownerId, ids),
            gte(pinGenerations.createdAt, month.start),
            lt(pinGenerations.createdAt, month.end),
          ),
        ),
      )
      .groupBy(workspaces.ownerId),
    db
      .select({ userId: workspaces.ownerId, n: count() })
      .from(pins)
      .innerJoin(workspaces, eq(workspaces.id, pins.workspaceId))
      .where(
        and(
          inArray(pins.status, [...SLOT_STATUSES]),
          perZone(({ ids, day }) =>
            and(
              inArray(workspaces.ownerId, ids),
              gte(pins.scheduledTime, day.start),
              lt(pins.scheduledTime, day.end),
            ),
          ),
        ),
      )
      .groupBy(workspaces.ownerId),
    // The plan shown is the personal workspace's, the first the person owns (ADR 0034).
    db
      .selectDistinctOn([workspaces.ownerId], {
        userId: workspaces.ownerId,
        plan: workspaces.subscriptionPlan,
        status: workspaces.subscriptionStatus,
      })
      .from(workspaces)
      .where(inArray(workspaces.ownerId, ids))
      .orderBy(workspaces.ownerId, asc(workspaces.createdAt), asc(workspaces.id)),
  ]);
  const personalBy = new Map(personal.map((row) => [row.userId, row]));
  const generatedBy = new Map(generated.map((row) => [row.userId, row.n]));
  const scheduledBy = new Map(scheduled.map((row) => [row.userId, row.n]));
  return options.users.map((user) => ({
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    subscription_plan: personalBy.get(user.id)?.plan ?? 'free',
    subscription_status: personalBy.get(user.id)?.status ?? 'active',
    pins_generated_this_month: generatedBy.get(user.id) ?? 0,
    pins_scheduled_today: scheduledBy.get(user.id) ?? 0,
    created_at: user.createdAt.toISOString(),
    suspended_at: user.suspendedAt?.toISOString() ?? null,
  }));
}
