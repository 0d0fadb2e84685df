// What support a workspace's plan gives (ADR 0033): the tier of its plan in force (the allowance's
// rule, ADR 0034), and its paying owner's account manager if staff assigned one.
import { eq } from 'drizzle-orm';
import type { SupportTier } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import { accountManagers } from '../../db/schema-account';
import { planInForce, workspaceWithOwner } from '../allowance';

export interface WorkspaceSupport {
  tier: SupportTier;
  owner: UserRow;
  /** The owner's account manager (an admin account); null for none. */
  manager: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null;
}

export async function workspaceSupport(options: {
  db: Database;
  workspaceId: string;
  now: Date;
}): Promise<WorkspaceSupport> {
  const { workspace, owner } = await workspaceWithOwner(options.db, options.workspaceId);
  return {
    tier: planInForce(workspace, options.now).name,
    owner,
    manager: await findAccountManager(options.db, owner.id),
  };
}

/** The customer's account manager: an admin account still an admin (a demoted one manages nobody). */
export async function findAccountManager(
  db: Database,
  customerId: string,
): Promise<WorkspaceSupport['manager']> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(accountManagers)
    .innerJoin(users, eq(users.id, accountManagers.adminId))
    .where(eq(accountManagers.userId, customerId));
  if (row?.role !== 'admin') return null;
  const { role: _role, ...manager } = row;
  return manager;
}

/** How a staff member is named to a customer: their full name, else their email. */
export function staffMemberName(staff: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${staff.firstName} ${staff.lastName}`.trim() || staff.email;
}
