// The public API's door (ADR 0046): every /api/v1 route is opened by an API key, never a session,
// and a session route never by a key (the session guard finds no session for it). A key acts as its
// creator, with the role they hold in the key's workspace now: a member who left or was removed
// has keys that open nothing, a demoted one's keys do what they may do now, and a key never acts as
// staff. Order of refusals: 401 for anything that is not a live key (one answer whether or not the
// key exists), 429 past the key's rate limit, 403 plan_feature below Enterprise, 403 for a read
// key on a write route, then the workspace's own refusals (suspended, role).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ApiKeyScope } from '../../../shared/api/api-keys';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import { preparedPerDatabase } from '../../db/prepared';
import { apiKeys, users, workspaceMembers, workspaces } from '../../db/schema';
import {
  countHitsOf,
  dropOlderWindows,
  type RateLimitRule,
  rateLimitState,
  windowStartOf,
} from '../../http/rate-limit';
import { assertPlanFeature } from '../allowance';
import { admitMembership } from '../workspaces';
import { touchApiKey } from './api-key-writes';
import { hashApiKey, isWellFormedKey } from './key-secret';

const INVALID_API_KEY_MESSAGE = 'A valid API key is required: send it as Authorization: Bearer pl_live_…';
export const WRITE_SCOPE_MESSAGE =
  'This API key can only read. Create a key with the write scope to change things.';

/** What a /api/v1 route needs of its key: the scope, and the least role its creator must hold now. */
interface KeyNeeds {
  scope: ApiKeyScope;
  role: WorkspaceRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    apiKey?: KeyNeeds;
  }
  interface FastifyRequest {
    /** The API key the door admitted (its id), on /api/v1. */
    apiKeyId: string | null;
    /** Its scope: the MCP server checks it per tool, as /api/v1 does per route. */
    apiKeyScope: ApiKeyScope | null;
  }
}

export function requireApiKey(app: FastifyInstance, rule: RateLimitRule): onRequestHookHandler {
  app.decorateRequest('apiKeyId', null);
  app.decorateRequest('apiKeyScope', null);
  return async (request, reply) => {
    const needs = request.routeOptions.config.apiKey;
    if (!needs) throw new Error(`no API key needs declared on ${request.routeOptions.url}`);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token || !isWellFormedKey(token)) throw new AppError('unauthorized', INVALID_API_KEY_MESSAGE);
    const now = app.clock.now();
    const windowStart = windowStartOf(rule, now);
    const [found] = await keyQuery(app.db).execute({
      hash: hashApiKey(token),
      windowStart: windowStart.toISOString(),
    });
    // A creator who left the workspace (or was removed) leaves keys that open nothing.
    if (!found?.role || found.key.revokedAt || found.user.deletedAt || found.user.suspendedAt) {
      throw new AppError('unauthorized', INVALID_API_KEY_MESSAGE);
    }
    // The statement counted this request against a live key (hits), as the rule above admits them.
    if (found.hits === null) throw new Error('a live API key was not counted');
    if (found.hits === 1) await dropOlderWindows(app.db, rateLimitKeyOf(found.key.id), windowStart);
    const limit = rateLimitState(rule, now, found.hits);
    reply.headers({
      'ratelimit-limit': String(limit.limit),
      'ratelimit-remaining': String(limit.remaining),
      'ratelimit-reset': String(limit.resetSeconds),
    });
    if (limit.exceeded) {
      throw new AppError(
        'rate_limited',
        `Too many requests with this API key. Try again in ${limit.resetSeconds} seconds.`,
        {
          headers: { 'retry-after': String(limit.resetSeconds) },
        },
      );
    }
    assertPlanFeature(found.workspace, now, 'api_access');
    if (needs.scope === 'write' && found.key.scope !== 'write') {
      throw new AppError('forbidden', WRITE_SCOPE_MESSAGE);
    }
    request.workspace = admitMembership({ workspace: found.workspace, role: found.role }, needs.role);
    request.auth = { sessionId: `api-key:${found.key.id}`, kind: 'user', user: found.user };
    request.apiKeyId = found.key.id;
    request.apiKeyScope = found.key.scope;
    await touchApiKey(app.db, found.key, now);
  };
}

/** The rate_limit_hits key of an API key's requests (shared by /api/v1 and /mcp). */
function rateLimitKeyOf(keyId: string): string {
  return `${RATE_LIMIT_KEY_PREFIX}${keyId}`;
}

const RATE_LIMIT_KEY_PREFIX = 'api-key:';

/**
 * The key with its workspace, its creator and the creator's role there now (null: no longer a
 * member), and the request counted against the key's rate limit in the same round trip: `hits` in
 * the window `windowStart` names, null when the key opens nothing (revoked, its creator deleted,
 * suspended or gone from the workspace: nothing is counted). Behind every keyed request, so built
 * once per database (db/prepared.ts), as the session's lookup is: building the statement and a
 * second round trip for the count were what the key's door cost over a session (bench/README.md).
 */
const keyQuery = preparedPerDatabase((db) => {
  const hash = sql.placeholder('hash');
  const live = sql`select ${RATE_LIMIT_KEY_PREFIX} || ${apiKeys.id}, ${sql.placeholder('windowStart')}::timestamptz, 1
    from ${apiKeys}
    inner join ${users} on ${users.id} = ${apiKeys.userId}
    inner join ${workspaceMembers} on ${workspaceMembers.workspaceId} = ${apiKeys.workspaceId}
      and ${workspaceMembers.userId} = ${apiKeys.userId}
    where ${apiKeys.hash} = ${hash} and ${apiKeys.revokedAt} is null
      and ${users.deletedAt} is null and ${users.suspendedAt} is null`;
  const hit = db.$with('hit', { hits: sql<number>`hits`.as('hits') }).as(countHitsOf(live));
  return db
    .with(hit)
    .select({
      key: apiKeys,
      user: users,
      workspace: workspaces,
      role: workspaceMembers.role,
      hits: sql<number | null>`(select ${sql.identifier('hits')} from ${hit})`.mapWith(Number),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, apiKeys.workspaceId), eq(workspaceMembers.userId, apiKeys.userId)),
    )
    .where(eq(apiKeys.hash, hash))
    .limit(1)
    .prepare('find_api_key');
});
