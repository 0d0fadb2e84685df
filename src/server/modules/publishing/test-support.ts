// Shared by the publishing tests: a user whose personal workspace is connected, with a board linked
// to the emulator's first board, and pins on it carrying a real PNG (the emulator refuses anything it cannot decode).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { pngBase64 } from '../../../../emulators/pinterest/test-support';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import { TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import { type PinRow, pins } from '../../db/schema';
import { connectThroughRoutes } from '../pinterest/test-support';
import type { PublishingDeps } from './publishing-deps';

const past = () => new Date(Date.now() - 60_000);
export const future = () => new Date(Date.now() + 3_600_000);

export function depsOf(t: TestApp, pinterestTimeoutMs = 2000): PublishingDeps {
  return {
    db: t.db,
    media: t.media,
    pinterest: t.app.pinterest,
    appSecret: TEST_APP_SECRET,
    clock: t.app.clock,
    pinterestTimeoutMs,
  };
}

export async function connectedUserWithBoard(t: TestApp, emulator: PinterestEmulator, connect = true) {
  // A new user's last used workspace is their personal one: the connection is made there.
  const { token, user, workspaceId } = await createUser(t.db);
  if (connect) await connectThroughRoutes(t.app, token);
  const [remote] = emulator.boards() as { id: string }[];
  expect(remote).toBeDefined();
  const board = await createBoard(t.db, workspaceId, { pinterestBoardId: remote?.id ?? null });
  return { token, user, workspaceId, board };
}

export async function scheduledPin(
  t: TestApp,
  board: Parameters<typeof createPin>[1],
  overrides: Partial<typeof pins.$inferInsert> = {},
): Promise<PinRow> {
  const pin = await createPin(t.db, board, { status: 'scheduled', scheduledTime: past(), ...overrides });
  const key = `pins/${pin.id}.png`;
  await t.media.put(key, Buffer.from(await pngBase64(), 'base64'));
  const [withImage] = await t.db.update(pins).set({ imageKey: key }).where(eq(pins.id, pin.id)).returning();
  return withImage as PinRow;
}

export async function pinRow(t: TestApp, id: string): Promise<PinRow> {
  const [row] = await t.db.select().from(pins).where(eq(pins.id, id));
  return row as PinRow;
}

export { STUCK_AFTER_MINUTES } from './sweep-publishing';
