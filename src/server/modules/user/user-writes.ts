// The users table's only writers (modules/README.md, "Every table has an owner"): other modules
// change an account through these, each named for what it does, and pass their transaction when
// the change must stand or fall with their own writes.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import { createPersonalWorkspace, type PlanChange } from '../workspaces';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;
type NewUser = typeof users.$inferInsert;

/** Sets `values` on the user's row; the row as it then stands, undefined if it is gone. */
async function updateUser(
  db: Writer,
  userId: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user;
}

/**
 * A new account and its personal workspace (ADR 0032) on the plan chosen at sign-up (ADR 0034):
 * call it in a transaction.
 */
export async function createUser(
  db: Writer & Pick<Database, 'select'>,
  values: NewUser,
  plan: PlanChange = {},
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned no row');
  await createPersonalWorkspace(db, user, plan);
  return user;
}

/** The account as it stands after the sign-in; undefined if it is gone. */
export async function recordLogin(db: Writer, userId: string, now: Date): Promise<UserRow | undefined> {
  return updateUser(db, userId, { lastLoginAt: now });
}

export async function setPasswordHash(
  db: Writer,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * A new password from a reset link, which also signs the person in; only while the account is
 * neither suspended nor deleted (undefined otherwise).
 */
export async function setPasswordFromReset(
  db: Writer,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, lastLoginAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt), isNull(users.deletedAt)))
    .returning();
  return user;
}

/** ADMIN_EMAIL's account: its password from ADMIN_PASSWORD, and the admin role. */
export async function setAdminCredentials(
  db: Writer,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return updateUser(db, userId, { passwordHash, role: 'admin' });
}

/** Throws the unique violation of users_email_lower_key when a live account has the address. */
export async function setEmail(
  db: Writer,
  userId: string,
  email: string,
  now: Date,
): Promise<UserRow | undefined> {
  return updateUser(db, userId, { email, updatedAt: now });
}

export async function markSuspended(
  db: Writer,
  userId: string,
  suspension: { at: Date; reason: string },
): Promise<UserRow | undefined> {
  return updateUser(db, userId, { suspendedAt: suspension.at, suspendedReason: suspension.reason });
}

export async function clearSuspension(db: Writer, userId: string): Promise<UserRow | undefined> {
  return updateUser(db, userId, { suspendedAt: null, suspendedReason: null });
}

/** The person closed the account; housekeeping purges it later. */
export async function markDeleted(db: Writer, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ deletedAt: now }).where(eq(users.id, userId));
}

/** The row goes, and with it every row that references it (they cascade). */
export async function purgeUser(db: Writer, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Stores the Stripe customer unless the user has one already. */
export async function setStripeCustomer(db: Writer, userId: string, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}

/** The workspace the person used last: the app opens there when a request names none. */
export async function setLastWorkspace(db: Writer, userId: string, workspaceId: string): Promise<void> {
  await updateUser(db, userId, { lastWorkspaceId: workspaceId });
}
