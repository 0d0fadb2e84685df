// Test users, created through the real sign-up use-case (same hashing, session and trial rules).

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/connection';
import { workspaces } from '../../src/server/db/schema';
import { ensureAdminAccount } from '../../src/server/modules/admin';
import { registerUser } from '../../src/server/modules/auth';
import type { RegisterBody } from '../../src/shared/api/auth';
import { TEST_APP_SECRET } from '../setup/test-app';

let sequence = 0;

const DEFAULT_PASSWORD = 'correct-horse-battery';

export function registerInput(overrides: Partial<RegisterBody> = {}): RegisterBody {
  sequence += 1;
  return {
    firstName: 'Maya',
    lastName: 'Lindqvist',
    email: `maya.${sequence}.${Date.now()}@example.com`,
    password: DEFAULT_PASSWORD,
    subscriptionPlan: 'free',
    billingCycle: 'monthly',
    ...overrides,
  };
}

/**
 * A signed-up user, a live user token, and the id of their personal workspace (never their user id
 * for an account made after the workspaces migration, ADR 0032).
 */
export async function createUser(
  db: Database,
  overrides: Partial<RegisterBody> = {},
  /** When the account is made (its trial and session start): the test's clock, or now. */
  now = new Date(),
) {
  const input = registerInput(overrides);
  const { token, user } = await registerUser({ db, input, appSecret: TEST_APP_SECRET, now });
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.ownerId, user.id));
  if (!workspace) throw new Error('sign-up made no workspace');
  return { token, user, password: input.password, workspaceId: workspace.id, workspace };
}

/** An administrator, signed in to the admin console through the real route. */
export async function createAdmin(app: FastifyInstance, db: Database) {
  const email = `admin.${++sequence}@example.com`;
  const { user } = await ensureAdminAccount({ db, email, password: DEFAULT_PASSWORD, now: app.clock.now() });
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: DEFAULT_PASSWORD },
  });
  return { user, token: response.json().token as string, password: DEFAULT_PASSWORD };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The person's personal workspace (the first they own): it holds the plan sign-up chose (ADR 0034). */
export async function personalWorkspace(db: Database, userId: string) {
  const [workspace] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(1);
  if (!workspace) throw new Error(`user ${userId} owns no workspace`);
  return workspace;
}
