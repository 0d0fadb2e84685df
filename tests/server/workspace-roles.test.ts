// The role matrix (ADR 0032), generated from the route table (/api/docs/json): every operation a
// user session opens is listed below with the least workspace role it needs, or 'self' for what is
// the person's own. Members of each role call every workspace operation in the owner's workspace:
// each role below the route's is refused with 403 role_required naming the role needed, the
// route's own role is let through, and someone who is not a member is told the workspace does not
// exist (404). The table is this test's, not the server's: a route added without a row here, or
// documented with another role, fails it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../emulators/pinterest/server';
import { connectThroughRoutes } from '../../src/server/modules/pinterest/test-support';
import { addMember } from '../../src/server/modules/workspaces/test-support';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../src/shared/api/workspaces';
import { createBoard, createPin } from '../factories/boards';
import { bearer, createUser } from '../factories/users';
import { fillPath, listOperations, type Operation, plausible } from '../setup/openapi-operations';
import { pinterestFor } from '../setup/pinterest';
import { createTestApp, type TestApp } from '../setup/test-app';

type Needs = WorkspaceRole | 'self';

/** Who may call what (ADR 0032's roles): the least role, or 'self'. */
const ROLE_TABLE: Record<string, Needs> = {
  'POST /api/auth/logout': 'self',
  'POST /api/auth/logout-everywhere': 'self',
  'GET /api/user/profile': 'self',
  'PUT /api/user/profile': 'self',
  'PUT /api/user/password': 'self',
  'PUT /api/user/email': 'self',
  'GET /api/user/usage': 'viewer',
  'GET /api/api-keys': 'admin',
  'POST /api/api-keys': 'admin',
  'DELETE /api/api-keys/{keyId}': 'admin',
  'GET /api/webhooks': 'admin',
  'POST /api/webhooks': 'admin',
  'PUT /api/webhooks/{endpointId}': 'admin',
  'DELETE /api/webhooks/{endpointId}': 'admin',
  'GET /api/webhooks/{endpointId}/deliveries': 'admin',
  'POST /api/webhooks/{endpointId}/deliveries/{deliveryId}/resend': 'admin',
  'POST /api/webhooks/{endpointId}/test': 'admin',
  'GET /api/brand-kits': 'viewer',
  'POST /api/brand-kits': 'admin',
  'GET /api/brand-kits/{kitId}': 'viewer',
  'PUT /api/brand-kits/{kitId}': 'admin',
  'DELETE /api/brand-kits/{kitId}': 'admin',
  'PUT /api/brand-kits/{kitId}/logo': 'admin',
  'DELETE /api/brand-kits/{kitId}/logo': 'admin',
  'GET /api/brand-fonts': 'viewer',
  'POST /api/brand-fonts': 'admin',
  'DELETE /api/brand-fonts/{fontId}': 'admin',
  'GET /api/analytics/summary': 'viewer',
  'GET /api/analytics/daily': 'viewer',
  'GET /api/analytics/top': 'viewer',
  'GET /api/analytics/best-times': 'viewer',
  'GET /api/analytics/pins/{pinId}': 'viewer',
  'GET /api/analytics/export.csv': 'viewer',
  'GET /api/templates': 'viewer',
  'GET /api/templates/{id}': 'viewer',
  'POST /api/templates': 'editor',
  'PUT /api/templates/{id}': 'editor',
  'DELETE /api/templates/{id}': 'editor',
  'POST /api/templates/preview': 'editor',
  'POST /api/brand/from-site': 'editor',
  'GET /api/workspaces': 'self',
  'POST /api/workspaces': 'self',
  'PUT /api/workspaces/{workspaceId}': 'self',
  'DELETE /api/workspaces/{workspaceId}': 'self',
  'GET /api/workspaces/{workspaceId}/members': 'self',
  'POST /api/workspaces/{workspaceId}/invitations': 'self',
  'DELETE /api/workspaces/{workspaceId}/invitations/{invitationId}': 'self',
  'PUT /api/workspaces/{workspaceId}/members/{userId}': 'self',
  'DELETE /api/workspaces/{workspaceId}/members/{userId}': 'self',
  'POST /api/invitations/accept': 'self',
  'GET /api/user/export': 'self',
  'POST /api/user/delete-account': 'self',
  'GET /api/settings': 'viewer',
  'PUT /api/settings': 'admin',
  'GET /api/settings/ai': 'admin',
  'PUT /api/settings/ai': 'admin',
  'GET /api/prompts': 'admin',
  'PUT /api/prompts/{kind}': 'admin',
  'DELETE /api/prompts/{kind}': 'admin',
  'POST /api/prompts/preview': 'admin',
  'POST /api/generate-single-pin': 'contributor',
  'POST /api/generate-single-pin-stream': 'contributor',
  'POST /api/generate-pins': 'contributor',
  'POST /api/generate-from-link': 'contributor',
  'POST /api/generate-from-link-stream': 'contributor',
  'GET /api/boards': 'viewer',
  'POST /api/boards': 'editor',
  'PUT /api/boards/order': 'editor',
  'GET /api/boards/{id}': 'viewer',
  'PUT /api/boards/{id}': 'editor',
  'DELETE /api/boards/{id}': 'editor',
  'GET /api/boards/{id}/pins': 'viewer',
  'GET /api/boards/{id}/feeds': 'viewer',
  'POST /api/boards/{id}/feeds': 'editor',
  'PUT /api/boards/{id}/feeds/settings': 'editor',
  'DELETE /api/boards/{id}/feeds/{feedId}': 'editor',
  'POST /api/boards/{id}/feeds/{feedId}/check': 'editor',
  'GET /api/feeds': 'viewer',
  'GET /api/pins': 'viewer',
  'GET /api/pins/{id}': 'viewer',
  'DELETE /api/pins/{id}': 'editor',
  'PUT /api/pins/{id}': 'contributor',
  'GET /api/timeline': 'viewer',
  'GET /api/next-available-time': 'viewer',
  'POST /api/pins/{id}/approve': 'editor',
  'POST /api/pins/bulk-approve': 'editor',
  'POST /api/pins/{id}/mark-posted': 'editor',
  'POST /api/pins/{id}/reschedule': 'editor',
  'POST /api/pins/{id}/move': 'editor',
  'GET /api/pinterest/status': 'viewer',
  'GET /api/pinterest/connect': 'admin',
  'DELETE /api/pinterest/disconnect': 'admin',
  'GET /api/pinterest/boards': 'viewer',
  'POST /api/pinterest/link-board': 'editor',
  'POST /api/pinterest/sync-boards': 'editor',
  'POST /api/post-pins': 'editor',
  'POST /api/pinterest/create-pin': 'editor',
  'POST /api/pins/{id}/retry': 'editor',
  'GET /api/activity': 'viewer',
  'GET /api/review-links': 'viewer',
  'POST /api/review-links': 'editor',
  'DELETE /api/review-links/{id}': 'editor',
  'GET /api/user/billing': 'viewer',
  'POST /api/payment/create-checkout': 'owner',
  'POST /api/payment/create-portal': 'owner',
  'GET /api/support/tickets': 'self',
  'POST /api/support/tickets': 'viewer',
  'GET /api/support/plan': 'viewer',
  'POST /api/support/phone-calls': 'viewer',
  'GET /api/support/phone-calls': 'self',
  'GET /api/support/phone-calls/{id}': 'self',
  'GET /api/support/tickets/{id}': 'self',
  'POST /api/support/tickets/{id}/messages': 'self',
  'GET /api/support/chats/current': 'viewer',
  'POST /api/support/chats': 'viewer',
  'GET /api/support/chats/{id}': 'self',
  'POST /api/support/chats/{id}/messages': 'self',
  'GET /api/support/chats/{id}/stream': 'self',
};

interface DocumentedOperation extends Operation {
  description: string;
}

let emulator: PinterestEmulator;
let t: TestApp;
let workspaceId: string;
let operations: DocumentedOperation[];
const tokens = {} as Record<WorkspaceRole | 'stranger', string>;
let ids: { board: string; pin: string; scheduledPin: string };

beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  t = await createTestApp({ pinterest: pinterestFor(emulator) });
  const owner = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  workspaceId = owner.workspaceId;
  tokens.owner = owner.token;
  await connectThroughRoutes(t.app, owner.token);
  for (const role of WORKSPACE_ROLES.filter((r) => r !== 'owner')) {
    const member = await createUser(t.db);
    await addMember(t.db, { workspaceId, userId: member.user.id, role, now: t.app.clock.now() });
    tokens[role] = member.token;
  }
  tokens.stranger = (await createUser(t.db, { subscriptionPlan: 'enterprise' })).token;
  const board = await createBoard(t.db, workspaceId);
  const pin = await createPin(t.db, board);
  const scheduled = await createPin(t.db, board, {
    status: 'scheduled',
    scheduledTime: new Date(t.app.clock.now().getTime() + 86_400_000),
  });
  ids = { board: board.id, pin: pin.id, scheduledPin: scheduled.id };
  operations = await documentedOperations();
});
afterAll(async () => {
  await t.app.close();
  await emulator.close();
});

/** The operations behind a user session, with the text /api/docs shows for each. */
async function documentedOperations(): Promise<DocumentedOperation[]> {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
  };
  return (await listOperations(t.app))
    .filter(
      // /api/v1 is opened by API keys, not sessions (api-keys.test.ts checks their refusals).
      (op) =>
        !op.path.startsWith('/api/admin/') &&
        !op.path.startsWith('/api/v1/') &&
        spec.paths[op.path]?.[op.method.toLowerCase()]?.security,
    )
    .map((op) => ({ ...op, description: spec.paths[op.path]?.[op.method.toLowerCase()]?.description ?? '' }));
}

const key = (op: Operation) => `${op.method} ${op.path}`;

/** The roles below `least`, which must be refused. */
const below = (least: WorkspaceRole) => WORKSPACE_ROLES.slice(WORKSPACE_ROLES.indexOf(least) + 1);

async function call(op: Operation, caller: WorkspaceRole | 'stranger') {
  const url = fillPath(op.path, (param) => {
    if (param !== 'id') return crypto.randomUUID();
    return op.path.startsWith('/api/boards') ? ids.board : ids.pin;
  });
  return t.app.inject({
    method: op.method,
    url,
    headers: { ...bearer(tokens[caller]), 'x-workspace-id': workspaceId },
    payload: op.body ? (plausible(op.body, 'body', { ...ids, now: t.app.clock.now() }) as object) : undefined,
  });
}

describe('the role matrix', () => {
  it('names a role for every operation a user session opens, as /api/docs documents it', () => {
    expect(operations.map(key).sort()).toEqual(Object.keys(ROLE_TABLE).sort());
    const misdocumented = operations
      .filter((op) => {
        const needs = ROLE_TABLE[key(op)];
        return needs !== 'self' && !op.description.includes(`Needs the ${needs} role`);
      })
      .map(key);
    expect(misdocumented).toEqual([]);
  });

  it('refuses each role below the route’s with 403 role_required naming the role it needs', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const needs = ROLE_TABLE[key(op)];
      if (!needs || needs === 'self') continue;
      for (const role of below(needs)) {
        const response = await call(op, role);
        const body = response.json() as { code?: string; error?: string };
        if (
          response.statusCode !== 403 ||
          body.code !== 'role_required' ||
          !body.error?.includes(`the ${needs} role`)
        ) {
          failures.push(`${key(op)} as ${role} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lets the route’s own role through, and tells a stranger the workspace does not exist', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const needs = ROLE_TABLE[key(op)];
      if (!needs || needs === 'self') continue;
      const allowed = await call(op, needs);
      // A streaming route answers events, not JSON; a refusal would have come as JSON. The admin's
      // earlier call saved plausible (unreachable) AI settings, so generating may meet a 502; this
      // app has no Stripe, so a checkout the role may start meets 503 billing_unavailable.
      const unconfigured = ['"provider_error"', '"billing_unavailable"'].some((code) =>
        allowed.body.includes(code),
      );
      const crashed = allowed.statusCode >= 500 && !unconfigured;
      if (allowed.body.includes('"role_required"') || crashed) {
        failures.push(`${key(op)} as ${needs} → ${allowed.statusCode} ${allowed.body.slice(0, 160)}`);
      }
      const stranger = await call(op, 'stranger');
      if (stranger.statusCode !== 404 || !stranger.body.includes('Workspace not found')) {
        failures.push(`${key(op)} as a stranger → ${stranger.statusCode}, not 404 Workspace not found`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
