// publishPin against the emulator: posted once, left alone when it cannot go, and exactly once
// through races, lost answers, rate limits, outages and refusals.
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pinterestConnections } from '../../db/schema';
import { findDuePins } from './find-due-pins';
import { IMAGE_MISSING_RETRY_SECONDS, ImageMissingError, publishPin } from './publish-pin';
import { BOARD_NOT_LINKED_MESSAGE, NOT_DUE_MESSAGE } from './publishing-claim';
import { MAX_PUBLISH_ATTEMPTS, PublishRetryError, retryBackoffSeconds } from './publishing-failure';
import { connectedUserWithBoard, depsOf, future, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

/** publishPin's deps with its clock stopped at `now`: a retry's time is then exactly known. */
const stoppedAt = (now: Date) => ({
  ...depsOf(t),
  clock: { now: () => now, random: () => t.app.clock.random() },
});

describe('publishing one pin', () => {
  it('posts a due pin once and stores the Pinterest id and posted_at', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    const result = await publishPin(depsOf(t), { pinId: pin.id });
    expect(result.outcome).toBe('posted');
    const remote = emulator.pins() as { id: string; title: string }[];
    expect(remote).toHaveLength(1);
    expect(remote[0]?.title).toBe(pin.title);
    const row = await pinRow(t, pin.id);
    expect(row).toMatchObject({ status: 'posted', pinterestPinId: remote[0]?.id, publishAttempts: 1 });
    expect(row.postedAt).toBeInstanceOf(Date);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'skipped' });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('leaves a pin scheduled when it is not due, its board is unlinked or the user is not connected', async () => {
    const { board, workspaceId } = await connectedUserWithBoard(t, emulator);
    const notDue = await scheduledPin(t, board, { scheduledTime: future() });
    expect(await publishPin(depsOf(t), { pinId: notDue.id })).toEqual({
      outcome: 'skipped',
      reason: NOT_DUE_MESSAGE,
    });
    const { createBoard } = await import('../../../../tests/factories/boards');
    const unlinked = await scheduledPin(t, await createBoard(t.db, workspaceId));
    expect(await publishPin(depsOf(t), { pinId: unlinked.id })).toEqual({
      outcome: 'skipped',
      reason: BOARD_NOT_LINKED_MESSAGE,
    });
    const other = await connectedUserWithBoard(t, emulator, false);
    const notConnected = await scheduledPin(t, other.board);
    expect(await publishPin(depsOf(t), { pinId: notConnected.id })).toMatchObject({ outcome: 'skipped' });
    await t.db.update(pinterestConnections).set({ status: 'needs_reconnect' });
    const expired = await scheduledPin(t, board);
    expect(await publishPin(depsOf(t), { pinId: expired.id })).toMatchObject({ outcome: 'skipped' });
    for (const pin of [notDue, unlinked, notConnected, expired]) {
      expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    }
    expect(emulator.pins()).toHaveLength(0);
  });

  it('posts once when two workers publish the same pin at the same time', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    const results = await Promise.all([
      publishPin(depsOf(t), { pinId: pin.id }),
      publishPin(depsOf(t), { pinId: pin.id }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['posted', 'skipped']);
    expect(emulator.pins()).toHaveLength(1);
  });

  it('after a lost answer, finds the pin on the board instead of posting it again', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.setFault({ mode: 'timeout', delayMs: 1500, times: 1, paths: '^/v5/pins$' });
    const result = await publishPin(depsOf(t, 300), { pinId: pin.id });
    expect(result.outcome).toBe('posted');
    const remote = emulator.pins() as { id: string }[];
    expect(remote).toHaveLength(1);
    expect((await pinRow(t, pin.id)).pinterestPinId).toBe(remote[0]?.id);
  });

  it('looks on the board before posting again when an earlier claim may have reached Pinterest', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    // Pinterest took the pin, then every answer was lost (the board search fails too).
    emulator.setFault({ mode: 'timeout', delayMs: 1500, times: 2 });
    await expect(publishPin(depsOf(t, 300), { pinId: pin.id })).rejects.toBeInstanceOf(PublishRetryError);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    emulator.setFault(null);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('a 429 puts the pin back to scheduled and asks for a retry after Pinterest’s wait', async () => {
    const { board, token } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.setFault({ mode: '429', retryAfterSeconds: 120, paths: '^/v5/pins$' });
    const now = new Date();
    const error = await publishPin(stoppedAt(now), { pinId: pin.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishRetryError);
    expect((error as PublishRetryError).retryAfterSeconds).toBe(120);
    const row = await pinRow(t, pin.id);
    expect(row.status).toBe('scheduled');
    expect(emulator.pins()).toHaveLength(0);
    // Not queued again before Pinterest's two minutes are over.
    expect(row.publishNotBefore).toEqual(new Date(now.getTime() + 120_000));
    expect(await findDuePins(t.db, { now, withinSeconds: 90 })).toEqual([]);
    expect((await findDuePins(t.db, { now, withinSeconds: 125 })).map((due) => due.startAfter)).toEqual([
      row.publishNotBefore,
    ]);
    // The timeline can say when the next try is.
    const shown = await t.app.inject({ method: 'GET', url: `/api/pins/${pin.id}`, headers: bearer(token) });
    expect(shown.json().pin.retry_at).toBe(row.publishNotBefore?.toISOString());
  });

  it('backs off without a Retry-After, and fails the pin after the last try, saying why', async () => {
    expect([1, 2, 3, 4, 5, 8].map(retryBackoffSeconds)).toEqual([60, 120, 240, 480, 900, 900]);
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board, { publishAttempts: MAX_PUBLISH_ATTEMPTS - 1 });
    emulator.setFault({ mode: '500', paths: '^/v5/pins$' });
    const result = await publishPin(depsOf(t), { pinId: pin.id });
    expect(result).toMatchObject({ outcome: 'failed' });
    const row = await pinRow(t, pin.id);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toMatch(/^Pinterest did not take the pin after 8 tries: /);
  });

  it('a 500 puts the pin back to scheduled; the retry posts it once', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.setFault({ mode: '500', times: 1, paths: '^/v5/pins$' });
    await expect(publishPin(depsOf(t), { pinId: pin.id })).rejects.toBeInstanceOf(PublishRetryError);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('a refusal (400) fails the pin with Pinterest’s message', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    // Not an image: the emulator, like Pinterest, refuses it with a 400.
    await t.media.put(pin.imageKey as string, Buffer.from('not an image'));
    const result = await publishPin(depsOf(t), { pinId: pin.id });
    expect(result.outcome).toBe('failed');
    const row = await pinRow(t, pin.id);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toMatch(/image/);
    expect(row.failureReason).not.toMatch(/pina_|pinr\./);
  });

  it('a pin whose image this process cannot read waits, scheduled, and is never failed for it', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    const image = (await t.media.read(pin.imageKey as string)) as Buffer;
    // A worker with a DATA_DIR of its own: the server stored the image where this one cannot see it.
    await t.media.remove(pin.imageKey as string);
    const now = new Date();
    const error = await publishPin(stoppedAt(now), { pinId: pin.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageMissingError);
    expect((error as ImageMissingError).location).toContain(t.mediaDir);
    const row = await pinRow(t, pin.id);
    expect(row).toMatchObject({ status: 'scheduled', failureReason: null, publishAttempts: 0 });
    expect(row.publishNotBefore).toEqual(new Date(now.getTime() + IMAGE_MISSING_RETRY_SECONDS * 1000));
    expect(emulator.pins()).toHaveLength(0);
    // However often it happens, the pin is not failed; once the image is there, it goes out.
    for (let i = 0; i < MAX_PUBLISH_ATTEMPTS + 1; i++) {
      await expect(publishPin(depsOf(t), { pinId: pin.id })).rejects.toBeInstanceOf(ImageMissingError);
    }
    expect(await pinRow(t, pin.id)).toMatchObject({ status: 'scheduled', publishAttempts: 0 });
    await t.media.put(pin.imageKey as string, image);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('pauses a connection Pinterest says lacks a scope, and keeps the pin for after the reconnect', async () => {
    const { board, workspaceId, token } = await connectedUserWithBoard(t, emulator, false);
    // A grant from before the connect route asked for every scope: its scope was not recorded.
    const narrow = emulator.issueTokens('user_accounts:read,boards:read,pins:read,pins:write');
    const { createConnectionRecord } = await import('../pinterest/test-support');
    await createConnectionRecord(t.db, workspaceId, { ...narrow, scope: '' });
    const pin = await scheduledPin(t, board);
    const result = await publishPin(depsOf(t), { pinId: pin.id });
    expect(result).toEqual({
      outcome: 'skipped',
      reason: expect.stringMatching(/Reconnect to grant: .*boards:write/),
    });
    expect(emulator.pins()).toHaveLength(0);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/pinterest/status',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({
      connected: false,
      needs_reconnect: true,
      missing_scopes: ['boards:write'],
    });
    // Nothing else is tried while it waits.
    expect(await findDuePins(t.db, { now: t.app.clock.now() })).toEqual([]);
  });
});
