// Sessions are opaque bearer tokens: 32 random bytes for the client, only their sha256 in the
// database, so a leaked database cannot be replayed as logins. A user session lasts 30 days; a
// staff (admin) session ends after 12 hours unused and 24 hours after sign-in at the latest
// (ADR 0026). Their time is the app's one clock (ADR 0025): the test clock moves sign-ins too.
// The session's statement also reads the workspace the request acts in (the workspaces module's
// `chosenMembership`, joined laterally): one round trip before the handler, not two.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { type SessionKind, sessions, type UserRow, users } from '../../db/schema';
import { hashToken } from '../../integrations/crypto/token-hash';
import { chosenMembership, type Membership, requestedWorkspaceParam } from '../workspaces';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a session of each kind lives. `idleMs`: it ends that long after its last request (each
 * request moves its expiry on); null: it does not slide. `maxMs`: it never outlives its sign-in by
 * more than this.
 */
const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number | null; maxMs: number }> = {
  user: { idleMs: null, maxMs: 30 * 24 * HOUR_MS },
  admin: { idleMs: 12 * HOUR_MS, maxMs: 24 * HOUR_MS },
};
/** A sliding session's expiry is written at most once a minute, not on every request. */
const SLIDE_STEP_MS = 60 * 1000;

/** Where a session of `kind` opened at `createdAt` ends when it was last used at `now`. */
function expiryAfterUse(kind: SessionKind, createdAt: Date, now: Date): Date {
  const { idleMs, maxMs } = SESSION_LIFETIMES[kind];
  const cap = createdAt.getTime() + maxMs;
  return new Date(idleMs === null ? cap : Math.min(now.getTime() + idleMs, cap));
}
/** base64url of 32 bytes is exactly 43 characters of this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export { hashToken };

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Opens a session for the user; pass a transaction as `db` to make it part of a larger write. */
export async function createSession(options: {
  db: Database;
  userId: string;
  kind: SessionKind;
  now: Date;
}): Promise<CreatedSession> {
  const now = options.now;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = expiryAfterUse(options.kind, now, now);
  const [row] = await options.db
    .insert(sessions)
    .values({
      userId: options.userId,
      tokenHash: hashToken(token),
      kind: options.kind,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

export interface ActiveSession {
  sessionId: string;
  kind: SessionKind;
  user: UserRow;
}

/** A live session, with the membership its request would act in (not yet checked: admitMembership). */
interface ActiveLookup {
  status: 'active';
  session: ActiveSession;
  /** The one `workspace` names (null: not a member or malformed), else the default; null in none. */
  membership: Membership | null;
}

/**
 * What a token opens: a live session; or, for a token of an account staff suspended, the fact
 * (the session is refused all the same, but the guard can tell the person why); or nothing.
 */
type SessionLookup = ActiveLookup | { status: 'suspended' } | { status: 'none' };

/**
 * The session a bearer token names. Suspension revokes the account's sessions, and a session of a
 * suspended account is refused even if it was not revoked (one opened by a sign-in racing the
 * suspension): 'suspended' for any unexpired session of such an account, revoked or not. A live
 * sliding (staff) session is used by this lookup: its expiry moves on. `workspace` is the id the
 * request names (X-Workspace-Id, any text), null for the person's default workspace.
 */
export async function lookUpSession(options: {
  db: Database;
  token: string;
  now: Date;
  workspace: string | null;
}): Promise<SessionLookup> {
  if (!TOKEN_PATTERN.test(options.token)) return { status: 'none' };
  const now = options.now;
  const [row] = await sessionQuery(options.db).execute({
    tokenHash: hashToken(options.token),
    workspaceId: requestedWorkspaceParam(options.workspace),
  });
  // A deleted account's sessions were revoked with it; one racing the deletion opens nothing either.
  if (!row || row.expiresAt <= now || row.user.deletedAt) return { status: 'none' };
  // The cap holds for sessions opened before it was shortened too (an admin's 30 days, ADR 0026).
  if (expiryAfterUse(row.kind, row.createdAt, now) <= now) return { status: 'none' };
  if (row.user.suspendedAt) return { status: 'suspended' };
  if (row.revokedAt) return { status: 'none' };
  await slideExpiry(options.db, row, now);
  return {
    status: 'active',
    session: { sessionId: row.sessionId, kind: row.kind, user: row.user },
    membership:
      row.workspace && row.workspaceRole ? { workspace: row.workspace, role: row.workspaceRole } : null,
  };
}

/**
 * Moves a sliding session's expiry to its idle time from now (never past its cap); one opened with
 * a longer life before sessions of its kind slid is brought in to the same rule.
 */
async function slideExpiry(
  db: Database,
  row: { sessionId: string; kind: SessionKind; createdAt: Date; expiresAt: Date },
  now: Date,
): Promise<void> {
  if (SESSION_LIFETIMES[row.kind].idleMs === null) return;
  const next = expiryAfterUse(row.kind, row.createdAt, now);
  if (Math.abs(next.getTime() - row.expiresAt.getTime()) < SLIDE_STEP_MS) return;
  await db
    .update(sessions)
    .set({ expiresAt: next })
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
}

/** The live (not expired, not revoked, account not suspended) session for a token; null otherwise. */
export async function findActiveSession(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<ActiveSession | null> {
  const found = await lookUpSession({ ...options, workspace: null });
  return found.status === 'active' ? found.session : null;
}

// Behind every request, so built once per database (db/prepared.ts). The membership is read for
// every session, admin and 'self' routes too: an index lookup in the same round trip, one prepared
// statement for all of them, and the guard decides whether it matters. Auth reads the workspaces
// tables through the workspaces module's index (its rule, `chosenMembership`), never writes them.
const sessionQuery = preparedPerDatabase((db) => {
  const membership = chosenMembership(db, {
    userId: users.id,
    requested: sql.placeholder('workspaceId'),
    preferred: users.lastWorkspaceId,
  });
  return db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      revokedAt: sessions.revokedAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: users,
      ...membership.fields,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(membership.subquery, sql`true`)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session');
});

export async function revokeSession(options: { db: Database; sessionId: string; now: Date }): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
}

/**
 * Signs the account out everywhere: after a password change, or when the user asks. A password
 * changed in Settings keeps the session that changed it (`exceptSessionId`).
 */
export async function revokeUserSessions(options: {
  db: Database;
  userId: string;
  exceptSessionId?: string;
  now: Date;
}): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(sessions.userId, options.userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    );
}

/** Sessions past their expiry or signed out, which can never matter again (housekeeping); how many. */
export async function deleteEndedSessions(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return deleted.length;
}
