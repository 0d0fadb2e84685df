// Staff give an Enterprise customer an account manager, an admin account (ADR 0033), from the
// customer's page in the admin console (/api/admin/support/account-managers/{userId}). The
// customer's new tickets are assigned to them; the customer sees whom to write to in Help and
// Settings. Taking the manager away (null) is allowed on any plan; giving one needs a workspace the
// customer pays for on Enterprise (ADR 0034).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AdminAccountManager } from '../../../shared/api/support-plan';
import { ACCOUNT_MANAGER_REFUSED_MESSAGE, PHONE_SUPPORT_PLAN } from '../../../shared/support-tiers';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import { accountManagers } from '../../db/schema-account';
import { isUuid } from '../../db/uuid';
import { recordAudit } from '../admin';
import { bestOwnedPlan } from '../allowance';
import { findAccountManager, staffMemberName } from './workspace-support';

const USER_NOT_FOUND_MESSAGE = 'User not found';
const NOT_AN_ADMIN_MESSAGE = 'admin_id must be the id of an admin account';

type StaffMember = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
const staffDto = (staff: StaffMember) => ({ id: staff.id, name: staffMemberName(staff), email: staff.email });

/** A customer account (not staff, not being deleted); 404 otherwise. */
async function findCustomer(db: Database, userId: string): Promise<UserRow> {
  const notFound = new AppError('not_found', USER_NOT_FOUND_MESSAGE);
  if (!isUuid(userId)) throw notFound;
  const [customer] = await db.select().from(users).where(eq(users.id, userId));
  if (customer?.role !== 'user' || customer.deletedAt) throw notFound;
  return customer;
}

async function listAdmins(db: Database): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.email));
}

export async function getAccountManager(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<AdminAccountManager> {
  const customer = await findCustomer(options.db, options.userId);
  const manager = await findAccountManager(options.db, customer.id);
  return {
    plan: (await bestOwnedPlan(options.db, customer.id, options.now)).name,
    account_manager: manager && staffDto(manager),
    candidates: (await listAdmins(options.db)).map(staffDto),
  };
}

export async function assignAccountManager(options: {
  db: Database;
  staff: UserRow;
  userId: string;
  adminId: string | null;
  now: Date;
}): Promise<AdminAccountManager> {
  const { db, adminId, now } = options;
  await db.transaction(async (tx) => {
    const customer = await findCustomer(tx, options.userId);
    const before = await findAccountManager(tx, customer.id);
    if (adminId === null) {
      await tx.delete(accountManagers).where(eq(accountManagers.userId, customer.id));
    } else {
      if ((await bestOwnedPlan(tx, customer.id, now)).name !== PHONE_SUPPORT_PLAN) {
        throw new AppError('plan_feature', ACCOUNT_MANAGER_REFUSED_MESSAGE);
      }
      const admins = await listAdmins(tx);
      if (!isUuid(adminId) || !admins.some((admin) => admin.id === adminId)) {
        throw new AppError('validation_error', NOT_AN_ADMIN_MESSAGE);
      }
      await tx
        .insert(accountManagers)
        .values({ userId: customer.id, adminId, assignedAt: now })
        .onConflictDoUpdate({ target: accountManagers.userId, set: { adminId, assignedAt: now } });
    }
    const after = adminId === null ? null : (await findAccountManager(tx, customer.id))?.email;
    if ((before?.email ?? null) !== (after ?? null)) {
      await recordAudit({
        db: tx,
        admin: options.staff,
        action: 'account_manager.assign',
        target: customer.email,
        oldValue: before?.email ?? null,
        newValue: after ?? null,
      });
    }
  });
  return getAccountManager({ db, userId: options.userId, now });
}
