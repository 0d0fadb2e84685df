// Sessions are opaque bearer tokens: 32 random bytes for the client, only their sha256 in the
// database, so a leaked database cannot be replayed as logins.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { type SessionKind, sessions, type UserRow, users } from '../../db/schema';

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 bytes is exactly 43 characters of this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
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

/**
 * What a token opens: a live session; or, for a token of an account staff suspended, the fact
 * (the session is refused all the same, but the guard can tell the person why); or nothing.
 */
type SessionLookup =
  | { status: 'active'; session: ActiveSession }
  | { status: 'suspended' }
  | { status: 'none' };

/**
 * The session a bearer token names. Suspension revokes the account's sessions, and a session of a
 * suspended account is refused even if it was not revoked (one opened by a sign-in racing the
 * suspension): 'suspended' for any unexpired session of such an account, revoked or not.
 */
export async function lookUpSession(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<SessionLookup> {
  if (!TOKEN_PATTERN.test(options.token)) return { status: 'none' };
  const [row] = await sessionQuery(options.db).execute({ tokenHash: hashToken(options.token) });
  // A deleted account's sessions were revoked with it; one racing the deletion opens nothing either.
  if (!row || row.expiresAt <= options.now || row.user.deletedAt) return { status: 'none' };
  if (row.user.suspendedAt) return { status: 'suspended' };
  if (row.revokedAt) return { status: 'none' };
  return { status: 'active', session: { sessionId: row.sessionId, kind: row.kind, user: row.user } };
}

/** The live (not expired, not revoked, account not suspended) session for a token; null otherwise. */
export async function findActiveSession(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<ActiveSession | null> {
  const found = await lookUpSession(options);
  return found.status === 'active' ? found.session : null;
}

const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session'),
);

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
