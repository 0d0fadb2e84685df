// The cross-workspace matrix, generated from the route table (/api/docs/json): every operation
// that names a board or a pin (in its path or its body), called with the ids of the owner's
// workspace from another workspace: by a stranger in their own, and by a member of the owner's
// workspace whose request names another of theirs (ADR 0032: ids count only in the workspace the
// request is for). A path id not in that workspace is a 404 (the house rule: nothing hints at what
// exists); no answer shows the owner's data; and the owner's boards, pins and images are exactly
// as they were. Workspaces made here have ids of their own, never their owners' user ids.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../emulators/pinterest/server';
import { boards, pins } from '../../src/server/db/schema';
import { connectThroughRoutes } from '../../src/server/modules/pinterest/test-support';
import { addMember } from '../../src/server/modules/workspaces/test-support';
import { createBoard, createPin } from '../factories/boards';
import { bearer, createUser } from '../factories/users';
import { fillPath, listOperations, type Operation, plausible } from '../setup/openapi-operations';
import { pinterestFor } from '../setup/pinterest';
import { createTestApp, type TestApp } from '../setup/test-app';

let emulator: PinterestEmulator;
let t: TestApp;
let ownerWorkspace: string;
/** Who calls, and the workspace their requests name (none: their own, the last used). */
let callers: { who: string; token: string; workspaceId?: string }[];
let operations: Operation[];
/** The owner's pins by status, so each action finds a pin it would act on for the owner. */
let ownerPins: Record<'generated' | 'scheduled' | 'failed' | 'posted', string>;
let ownerBoard: string;

const SECRET_WORD = 'Owneronly';

beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  t = await createTestApp({ pinterest: pinterestFor(emulator) });
  const owner = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  ownerWorkspace = owner.workspaceId;
  const stranger = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  // An editor of the owner's workspace, whose requests name their own workspace.
  const member = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  await addMember(t.db, {
    workspaceId: ownerWorkspace,
    userId: member.user.id,
    role: 'editor',
    now: t.app.clock.now(),
  });
  callers = [
    { who: 'a stranger', token: stranger.token },
    { who: 'a member naming another workspace', token: member.token, workspaceId: member.workspaceId },
  ];
  // Both connected, so Pinterest routes reach their ownership checks.
  await connectThroughRoutes(t.app, owner.token);
  await connectThroughRoutes(t.app, stranger.token);
  await connectThroughRoutes(t.app, member.token);
  const board = await createBoard(t.db, ownerWorkspace, { name: `${SECRET_WORD} board` });
  ownerBoard = board.id;
  const pin = (status: keyof typeof ownerPins, extra: Parameters<typeof createPin>[2] = {}) =>
    createPin(t.db, board, { media: t.media, status, title: `${SECRET_WORD} ${status}`, ...extra });
  const tomorrow = new Date(Date.now() + 86_400_000);
  ownerPins = {
    generated: (await pin('generated')).id,
    scheduled: (await pin('scheduled', { scheduledTime: tomorrow })).id,
    failed: (await pin('failed', { scheduledTime: tomorrow, failureReason: 'Board not found' })).id,
    posted: (await pin('posted', { scheduledTime: new Date(), postedAt: new Date() })).id,
  };
  // The stranger has a board and a pin of their own, so a move onto "their" board is tried too.
  const strangerBoard = await createBoard(t.db, stranger.workspaceId);
  await createPin(t.db, strangerBoard);
  operations = await listOperations(t.app);
});
afterAll(async () => {
  await t.app.close();
  await emulator.close();
});

/** Everything of the owner's that a stranger's call could change. */
async function ownerSnapshot() {
  return {
    boards: await t.db
      .select()
      .from(boards)
      .where(eq(boards.workspaceId, ownerWorkspace))
      .orderBy(asc(boards.id)),
    pins: await t.db.select().from(pins).where(eq(pins.workspaceId, ownerWorkspace)).orderBy(asc(pins.id)),
    images: (await readdir(path.join(t.mediaDir, 'pins'))).sort(),
  };
}

const NAMES_AN_ID = /(board|pin)_?ids?$/i;

/**
 * The operations that take a board or pin id, in the path or in the body. Admin routes are staff's
 * (any user's ids, by design) and refuse a user token outright: token-kinds.test.ts covers them.
 */
function withIds(): Operation[] {
  return operations.filter(
    (op) =>
      !op.path.startsWith('/api/admin/') &&
      (op.pathParams.includes('id') ||
        Object.keys(op.body?.properties ?? {}).some((field) => NAMES_AN_ID.test(field))),
  );
}

/** The owner's ids the operation may be called with: the board for /boards, each pin otherwise. */
function ownerIdsFor(op: Operation): { board: string; pin: string }[] {
  if (op.path.startsWith('/api/boards')) return [{ board: ownerBoard, pin: ownerPins.generated }];
  return Object.values(ownerPins).map((pin) => ({ board: ownerBoard, pin }));
}

describe('boards and pins of another workspace', () => {
  it('covers every route with an id', () => {
    const covered = withIds().map((op) => `${op.method} ${op.path}`);
    // A floor, so a change to the route table cannot silently empty the matrix.
    expect(covered).toEqual(
      expect.arrayContaining([
        'GET /api/boards/{id}',
        'PUT /api/boards/{id}',
        'DELETE /api/boards/{id}',
        'GET /api/boards/{id}/pins',
        'GET /api/pins/{id}',
        'PUT /api/pins/{id}',
        'DELETE /api/pins/{id}',
        'POST /api/pins/{id}/approve',
        'POST /api/pins/{id}/reschedule',
        'POST /api/pins/{id}/move',
        'POST /api/pins/{id}/mark-posted',
        'POST /api/pins/{id}/retry',
        'POST /api/generate-single-pin',
        'POST /api/pins/bulk-approve',
        'POST /api/post-pins',
        'POST /api/pinterest/create-pin',
        'POST /api/pinterest/link-board',
        'POST /api/review-links',
        'DELETE /api/review-links/{id}',
      ]),
    );
  });

  it('refuses each of them from another workspace, shows nothing and changes nothing of the owner’s', async () => {
    const before = await ownerSnapshot();
    const failures: string[] = [];
    for (const op of withIds()) {
      for (const [caller, own] of callers.flatMap((c) => ownerIdsFor(op).map((o) => [c, o] as const))) {
        const ids = { board: own.board, pin: own.pin, scheduledPin: own.pin };
        const url = fillPath(op.path, () => (op.path.startsWith('/api/boards') ? own.board : own.pin));
        const payload = op.body ? plausible(op.body, 'body', ids) : undefined;
        const response = await t.app.inject({
          method: op.method,
          url,
          headers: {
            ...bearer(caller.token),
            ...(caller.workspaceId ? { 'x-workspace-id': caller.workspaceId } : {}),
          },
          payload: payload as object | undefined,
        });
        const request = `${caller.who}: ${op.method} ${url} ${JSON.stringify(payload)}`;
        if (op.pathParams.includes('id') && response.statusCode !== 404) {
          failures.push(`${request} → ${response.statusCode} ${response.body.slice(0, 200)}, not 404`);
        }
        if (response.statusCode >= 500) failures.push(`${request} → ${response.statusCode}`);
        if (response.body.includes(SECRET_WORD)) failures.push(`${request} → shows the owner’s data`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toEqual(before);
  }, 120_000);
});
