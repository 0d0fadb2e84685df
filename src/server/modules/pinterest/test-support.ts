// Shared by this module's tests: the whole connect round trip through our routes (the browser's
// walk through the consent page is integrations/pinterest's), and a look at the stored (sealed)
// connection row.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import type { RegisterBody } from '../../../shared/api/auth';
import type { Database } from '../../db/connection';
import { type PinterestConnectionRow, pinterestConnections } from '../../db/schema';
import { pressConsent } from '../../integrations/pinterest/test-support';
import type { UserAccount } from '../../integrations/pinterest/types';
import { SYSTEM_ACTOR } from '../activity';
import { saveConnection } from './connection-record';
import { openTokens, pinterestTokensBox } from './connection-tokens';

/** The address the browser has Pinloom open at in these tests (TEST_REDIRECT_URI's origin). */
const BROWSER_HOST = 'localhost:3000';

/**
 * GET /api/pinterest/connect for the user from `host`, in `workspaceId` (else the one they used
 * last); answers the authUrl.
 */
export async function startConnect(
  app: FastifyInstance,
  token: string,
  query = '',
  host = BROWSER_HOST,
  workspaceId?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/pinterest/connect${query}`,
    headers: { ...bearer(token), host, ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().authUrl as string;
}

/** Follows Pinterest's redirect into our callback, as the browser would (no session header). */
export function callBack(app: FastifyInstance, back: URL) {
  return app.inject({
    method: 'GET',
    url: `/api/pinterest/callback${back.search}`,
    headers: { host: back.host },
  });
}

/**
 * connect → consent (Allow, as `account` of the emulator's, default its first) → callback: the
 * workspace (else the user's last used one) has that account connected.
 */
export async function connectThroughRoutes(
  app: FastifyInstance,
  token: string,
  workspaceId?: string,
  account?: string,
): Promise<void> {
  const authUrl = await startConnect(app, token, '', BROWSER_HOST, workspaceId);
  const back = await pressConsent(authUrl, 'allow', undefined, account);
  const response = await callBack(app, back);
  expect(response.headers.location).toBe('/settings?connected=true');
}

/** A new user (with `account`'s fields) whose personal workspace has connected Pinterest by the routes. */
export async function signUpAndConnect(t: TestApp, account: Partial<RegisterBody> = {}) {
  const { token, user, workspaceId } = await createUser(t.db, account);
  await connectThroughRoutes(t.app, token, workspaceId);
  return { token, user, workspaceId };
}

/** The tokens sealed in a stored connection row. */
export function sealedTokensOf(row: PinterestConnectionRow | null) {
  return openTokens(pinterestTokensBox(TEST_APP_SECRET), row as PinterestConnectionRow);
}

/** The workspace's default (oldest) account's row, or `username`'s. */
export async function storedConnection(db: Database, workspaceId: string, username?: string) {
  const [row] = await db
    .select()
    .from(pinterestConnections)
    .where(
      and(
        eq(pinterestConnections.workspaceId, workspaceId),
        username ? eq(pinterestConnections.username, username) : undefined,
      ),
    )
    .orderBy(asc(pinterestConnections.createdAt));
  return row ?? null;
}

/** A stored connection made from emulator tokens, as the callback would save it. */
export async function createConnectionRecord(
  db: Database,
  workspaceId: string,
  issued: { access_token: string; refresh_token: string; expires_in: number; scope: string },
): Promise<void> {
  await saveConnection({
    db,
    box: pinterestTokensBox(TEST_APP_SECRET),
    workspaceId,
    account: { username: 'pinloom_demo', account_type: 'BUSINESS' } as UserAccount,
    tokens: {
      accessToken: issued.access_token,
      refreshToken: issued.refresh_token,
      accessTokenExpiresAt: new Date(Date.now() + issued.expires_in * 1000),
      refreshTokenExpiresAt: null,
      scope: issued.scope,
    },
    actor: SYSTEM_ACTOR,
    now: new Date(),
  });
}
