// Deleting a board deletes its pins in Pinloom, whatever their status, and their image files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { boards, pins } from '../../db/schema';
import { sendAs } from '../../http/test-support';
import type { MediaStorage } from '../../integrations/storage/media-storage';

let app: FastifyInstance;
let db: Database;
let media: MediaStorage;
let mediaDir: string;

beforeEach(async () => {
  ({ app, db, media, mediaDir } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const onDisk = (imageKey: string | null) => existsSync(path.join(mediaDir, imageKey ?? 'none'));

describe('DELETE /api/boards/:id', () => {
  it('deletes the board, all its pins and their images, and nothing else', async () => {
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: 'starter' });
    const board = await createBoard(db, workspaceId);
    const kept = await createBoard(db, workspaceId);
    const doomed = await Promise.all(
      (['generated', 'scheduled', 'publishing', 'posted', 'failed'] as const).map((status) =>
        createPin(db, board, { media, status }),
      ),
    );
    const withoutImage = await createPin(db, board);
    const keptPin = await createPin(db, kept, { media });
    const other = await createUser(db);
    const otherPin = await createPin(db, await createBoard(db, other.workspaceId), { media });
    expect(doomed.every((pin) => onDisk(pin.imageKey))).toBe(true);

    const response = await sendAs(app, token, 'DELETE', `/api/boards/${board.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await db.select().from(boards).where(eq(boards.id, board.id))).toEqual([]);
    expect(await db.select().from(pins).where(eq(pins.boardId, board.id))).toEqual([]);
    expect(doomed.some((pin) => onDisk(pin.imageKey))).toBe(false);
    expect(withoutImage.imageKey).toBeNull();
    expect(onDisk(keptPin.imageKey)).toBe(true);
    expect(onDisk(otherPin.imageKey)).toBe(true);
    const remaining = await db.select({ id: pins.id }).from(pins);
    expect(remaining.map((p) => p.id).sort()).toEqual([keptPin.id, otherPin.id].sort());
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('succeeds when an image file is already gone', async () => {
    const { token, workspaceId } = await createUser(db);
    const board = await createBoard(db, workspaceId);
    const pin = await createPin(db, board, { media });
    await media.remove(pin.imageKey as string);
    const response = await sendAs(app, token, 'DELETE', `/api/boards/${board.id}`);
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(pins)).toEqual([]);
  });

  it('frees a place under the plan limit', async () => {
    const { token, workspaceId } = await createUser(db);
    const board = await createBoard(db, workspaceId);
    await app.inject({ method: 'DELETE', url: `/api/boards/${board.id}`, headers: bearer(token) });
    const created = await sendAs(app, token, 'POST', '/api/boards', { name: 'Fresh start' });
    expect(created.statusCode).toBe(201);
    expect(created.json().board.sort_order).toBe(0);
  });
});
