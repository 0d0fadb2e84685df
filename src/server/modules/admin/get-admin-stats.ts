// The dashboard's figures (GET /api/admin/stats), in one statement. What each one counts:
// - Customers are accounts with role 'user'; admin accounts are staff and counted nowhere (neither
//   their plan, nor their boards, nor their generations), and neither are deleted accounts waiting
//   for their purge.
// - totalUsers: every customer, suspended ones included (a suspension does not end a plan).
// - activeSubscribers: customers on a paid plan (not free) whose subscription is 'active' or
//   'past_due' (a failed payment being retried is still a paying customer until it is canceled);
//   'trialing' is not a subscriber yet and 'canceled' no longer is.
// - freeUsers…enterpriseUsers: customers by plan, whatever the status; they add up to totalUsers.
//   A customer's plan and status are those of their personal workspace (ADR 0034).
// - Content counts as its workspace's paying owner's (workspaces.owner_id, ADR 0032).
// - pinsGeneratedToday: generations (pin_generations, so deleted pins still count) by customers
//   since the start of the current UTC calendar day, `todayStartsAt`. One "today" for the whole
//   service: each user's own day differs, so the console uses UTC and says so.
// - totalBoards: every board of every customer.
// - published_per_day, failed_per_day, analytics_collection: the whole service's, staff included
//   (get-service-activity.ts).
import { and, asc, count, eq, gte, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/api/admin';
import type { PlanName } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { boards, pinGenerations, users, workspaces } from '../../db/schema';
import { isCustomer } from './admin-user-row';
import { getServiceActivity } from './get-service-activity';
import { utcDayStart } from './utc-calendar';

const SUBSCRIBED_STATUSES = ['active', 'past_due'] as const;

export async function getAdminStats(options: { db: Database; now: Date }): Promise<AdminStats> {
  const { db } = options;
  const now = options.now;
  const todayStartsAt = utcDayStart(now);
  // Staff and accounts deleted in the last 30 days are few rows: leaving them out is a small hashed anti-join.
  const notCustomers = db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.role, 'admin'), isNotNull(users.deletedAt)));
  const notCustomersWorkspaces = db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(inArray(workspaces.ownerId, notCustomers));
  // A customer's plan is their personal workspace's, the first they own (ADR 0034).
  const personal = db
    .selectDistinctOn([workspaces.ownerId], {
      ownerId: workspaces.ownerId,
      plan: workspaces.subscriptionPlan,
      status: workspaces.subscriptionStatus,
    })
    .from(workspaces)
    .orderBy(workspaces.ownerId, asc(workspaces.createdAt), asc(workspaces.id))
    .as('personal');
  const plan = sql`coalesce(${personal.plan}, 'free')`;
  const onPlan = (name: PlanName) => sql<number>`count(*) filter (where ${plan} = ${name})`.mapWith(Number);
  const [row] = await db
    .select({
      totalUsers: count(),
      activeSubscribers: sql<number>`count(*) filter (where ${and(
        ne(personal.plan, 'free'),
        inArray(personal.status, [...SUBSCRIBED_STATUSES]),
      )})`.mapWith(Number),
      freeUsers: onPlan('free'),
      starterUsers: onPlan('starter'),
      proUsers: onPlan('pro'),
      enterpriseUsers: onPlan('enterprise'),
      pinsGeneratedToday: db.$count(
        pinGenerations,
        and(
          gte(pinGenerations.createdAt, todayStartsAt),
          notInArray(pinGenerations.workspaceId, notCustomersWorkspaces),
        ),
      ),
      totalBoards: db.$count(boards, notInArray(boards.workspaceId, notCustomersWorkspaces)),
    })
    .from(users)
    .leftJoin(personal, eq(personal.ownerId, users.id))
    .where(isCustomer);
  if (!row) throw new Error('stats query returned no row');
  return { ...row, todayStartsAt: todayStartsAt.toISOString(), ...(await getServiceActivity(db, now)) };
}
