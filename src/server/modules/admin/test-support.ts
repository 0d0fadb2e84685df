// Shared by the admin console's read-side tests: a fresh app with a signed-in staff account for
// each test, and the plain-SQL counts and row edits its figures are checked with.
import { eq, type sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { bearer, createAdmin } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { users, workspaces } from '../../db/schema';

export interface AdminConsole {
  app: FastifyInstance;
  db: Database;
  adminId: string;
  /** GET `url` with the staff token, another token, or none (null). */
  get: (url: string, token?: string | null) => Promise<LightMyRequestResponse>;
}

export function withAdminConsole(use: (context: AdminConsole) => void): void {
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    const t = await createTestApp();
    app = t.app;
    const admin = await createAdmin(t.app, t.db);
    const get = (url: string, token: string | null = admin.token) =>
      t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    use({ app: t.app, db: t.db, adminId: admin.user.id, get });
  });
  afterEach(async () => {
    await app?.close();
  });
}

/** The one number a plain-SQL count answers (as column n). */
export async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n);
}

export function utcDayStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function setUser(db: Database, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Sets plan fields on the personal workspace sign-up made for the user (ADR 0034: it holds the plan). */
export async function setPlanOf(
  db: Database,
  userId: string,
  values: Partial<typeof workspaces.$inferInsert>,
) {
  await db.update(workspaces).set(values).where(eq(workspaces.ownerId, userId));
}

/** The workspace sign-up made for the user, which they pay for: where their content goes (ADR 0032). */
export async function workspaceOf(db: Database, userId: string): Promise<string> {
  const [workspace] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId));
  if (!workspace) throw new Error(`user ${userId} pays for no workspace`);
  return workspace.id;
}
