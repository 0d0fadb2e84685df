// One customer's detail for staff (GET /api/admin/users/{id}): profile, plan, usage against the
// plan (the allowance module's own meter), boards, pins by status, the Pinterest connection
// (never its tokens), their recent AI calls with this UTC month's count and cost, and the workspaces
// they are a member of with their role in each. An unknown
// or malformed id and an admin account's id are all "not found". Boards and pins are those of the
// workspaces the user pays for (workspaces.owner_id, ADR 0032); the usage meter and the Pinterest
// connection are those of the first of them, which sign-up made, until the console shows workspaces
// (ADR 0032 step 4).
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AdminUserDetail } from '../../../shared/api/admin';
import { PIN_STATUSES, type PinStatus } from '../../../shared/api/pins';
import { getPlan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import {
  apiCalls,
  boards,
  pins,
  pinterestConnections,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { getUsage } from '../allowance';
import { personalWorkspace } from '../workspaces';
import { isCustomer, toAdminUserRows } from './admin-user-row';
import { apiCallRecordColumns, toApiCallRecord, withCaller } from './api-call-record';
import { utcMonthStart } from './utc-calendar';

const USER_NOT_FOUND_MESSAGE = 'User not found';
const RECENT_CALLS = 10;

export async function getAdminUser(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<AdminUserDetail> {
  const { db, userId } = options;
  const now = options.now;
  if (!isUuid(userId)) throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isCustomer));
  if (!user) throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
  const paidFor = db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.ownerId, userId));
  const first = await personalWorkspace(db, userId);

  const [[row], usage, boardRows, statusRows, [connection], recent, [calls], memberships] = await Promise.all(
    [
      toAdminUserRows({ db, users: [user], now }),
      first ? getUsage({ db, workspaceId: first.id, now }) : null,
      db
        .select({
          id: boards.id,
          name: boards.name,
          batchSize: boards.batchSize,
          pinterestBoardId: boards.pinterestBoardId,
          pinCount: db.$count(pins, eq(pins.boardId, boards.id)),
        })
        .from(boards)
        .where(inArray(boards.workspaceId, paidFor))
        .orderBy(asc(boards.sortOrder), asc(boards.createdAt)),
      db
        .select({ status: pins.status, n: count() })
        .from(pins)
        .where(inArray(pins.workspaceId, paidFor))
        .groupBy(pins.status),
      first
        ? db
            .select({
              username: pinterestConnections.username,
              status: pinterestConnections.status,
              connectedAt: pinterestConnections.connectedAt,
            })
            .from(pinterestConnections)
            .where(eq(pinterestConnections.workspaceId, first.id))
            // The default account first (ADR 0032).
            .orderBy(asc(pinterestConnections.createdAt))
        : [],
      db
        .select(apiCallRecordColumns)
        .from(apiCalls)
        .leftJoin(users, withCaller)
        .where(eq(apiCalls.userId, userId))
        .orderBy(desc(apiCalls.createdAt), desc(apiCalls.id))
        .limit(RECENT_CALLS),
      db
        .select({ n: count(), cost: sql<number>`coalesce(sum(${apiCalls.cost}), 0)`.mapWith(Number) })
        .from(apiCalls)
        .where(and(eq(apiCalls.userId, userId), gte(apiCalls.createdAt, utcMonthStart(now)))),
      db
        .select({
          id: workspaces.id,
          name: workspaces.name,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.createdAt,
          suspendedAt: workspaces.suspendedAt,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.id)),
    ],
  );
  if (!row) throw new Error('admin user row missing');

  const pinsByStatus = Object.fromEntries(PIN_STATUSES.map((status) => [status, 0])) as Record<
    PinStatus,
    number
  >;
  for (const { status, n } of statusRows) pinsByStatus[status] = n;
  return {
    user: {
      ...row,
      billing_cycle: first?.billingCycle ?? 'monthly',
      trial_ends_at: first?.trialEndsAt?.toISOString() ?? null,
      time_zone: user.timeZone,
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
      suspended_reason: user.suspendedReason,
    },
    usage: usage
      ? {
          month: { used: usage.month.used, limit: usage.month.limit },
          day: { used: usage.day.used, limit: usage.day.limit },
        }
      : noUsage(),
    boards: boardRows.map((board) => ({
      id: board.id,
      name: board.name,
      pins_per_day: board.batchSize,
      pin_count: board.pinCount,
      linked_to_pinterest: board.pinterestBoardId !== null,
    })),
    pins_by_status: pinsByStatus,
    pinterest: connection
      ? {
          username: connection.username,
          status: connection.status,
          connected_at: connection.connectedAt.toISOString(),
        }
      : null,
    api_calls: {
      recent: recent.map(toApiCallRecord),
      calls_this_month: calls?.n ?? 0,
      cost_this_month: calls?.cost ?? 0,
    },
    workspaces: memberships.map((membership) => ({
      id: membership.id,
      name: membership.name,
      role: membership.role,
      joined_at: membership.joinedAt.toISOString(),
      suspended_at: membership.suspendedAt?.toISOString() ?? null,
    })),
  };
}

/** Someone who pays for no workspace (they handed theirs over) has used nothing, on Free. */
function noUsage(): AdminUserDetail['usage'] {
  const plan = getPlan('free');
  return { month: { used: 0, limit: plan.pinsPerMonth }, day: { used: 0, limit: plan.pinsPerDay } };
}
