// Shared by the schedule tests: the real app at a frozen clock, with one signed-in user and a
// board of their personal workspace, made fresh before each test and closed after it.
import { beforeEach } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { RegisterBody } from '../../../shared/api/auth';
import type { PinStatus } from '../../../shared/api/pins';
import type { AppDeps } from '../../app';
import type { BoardRow, boards, PinRow, pins } from '../../db/schema';

export interface SignedInApp extends TestApp {
  token: string;
  userId: string;
  /** The user's personal workspace (its id is not theirs), which owns the board. */
  workspaceId: string;
  board: BoardRow;
}

export interface SignedInOptions {
  /** The app's clock: what time it is (a frozen instant) … */
  now: () => Date;
  /** … and the random roll of a suggested time's minutes; 0 unless told. */
  random?: () => number;
  timeZone?: string;
  user?: Partial<RegisterBody>;
  board?: Partial<typeof boards.$inferInsert>;
  pinterest?: AppDeps['pinterest'];
}

export async function startSignedInApp(options: SignedInOptions): Promise<SignedInApp> {
  const { now, random = () => 0, timeZone = 'UTC' } = options;
  const t = await createTestApp({
    clock: { now, random },
    ...(options.pinterest && { pinterest: options.pinterest }),
  });
  const { token, user, workspaceId } = await createUser(t.db, { timeZone, ...options.user });
  const board = await createBoard(t.db, workspaceId, options.board);
  return { ...t, token, userId: user.id, workspaceId, board };
}

/**
 * Registers the hooks; the object returned holds the running test's app, token and board (read
 * them inside tests and hooks, not at the top of the file).
 */
export function signedInAppPerTest(options: SignedInOptions): SignedInApp {
  const current = {} as SignedInApp;
  beforeEach(async () => {
    Object.assign(current, await startSignedInApp(options));
    return () => current.app.close();
  });
  return current;
}

/** A pin on the test's board in `status` at the instant `iso`, with any other columns in `more`. */
export function pinAt(
  t: SignedInApp,
  status: PinStatus,
  iso: string,
  more: Partial<typeof pins.$inferInsert> = {},
): Promise<PinRow> {
  return createPin(t.db, t.board, { status, scheduledTime: new Date(iso), ...more });
}
