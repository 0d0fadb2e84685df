// POST /api/post-pins and POST /api/pinterest/create-pin: only the user's scheduled pins go out,
// now, once; everything else is listed with a reason, and nobody else's pin is revealed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { boards } from '../../db/schema';
import { addMember } from '../workspaces/test-support';
import { TODAY_FULL_MESSAGE } from './publish-now';
import { NOT_SCHEDULED_MESSAGE } from './publishing-claim';
import { connectedUserWithBoard, future, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

describe('POST /api/post-pins', () => {
  it('posts the user’s scheduled pins now and lists the rest with a reason', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const later = await scheduledPin(t, board, { scheduledTime: future() });
    const draft = await createPin(t.db, board, { status: 'generated' });
    const other = await connectedUserWithBoard(t, emulator, false);
    const theirs = await scheduledPin(t, other.board);

    const response = await post('/api/post-pins', token, {
      pin_ids: [later.id, draft.id, theirs.id, 'nope'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.posted.map((p: { id: string }) => p.id)).toEqual([later.id]);
    expect(body.posted[0]).toMatchObject({ status: 'posted', board_name: board.name });
    expect(body.failed).toEqual([]);
    expect(body.skipped).toEqual([
      { id: draft.id, reason: NOT_SCHEDULED_MESSAGE },
      { id: theirs.id, reason: 'Pin not found' },
      { id: 'nope', reason: 'Pin not found' },
    ]);
    expect((await pinRow(t, theirs.id)).status).toBe('scheduled');
    expect(emulator.pins()).toHaveLength(1);
  });

  it('will not bring a later pin onto a today that already has 5 pins', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const now = new Date();
    for (let i = 0; i < 5; i += 1) await createPin(t.db, board, { status: 'posted', scheduledTime: now });
    const later = await scheduledPin(t, board, { scheduledTime: new Date(now.getTime() + 2 * 86_400_000) });
    const body = (await post('/api/post-pins', token, { pin_ids: [later.id] })).json();
    expect(body.posted).toEqual([]);
    expect(body.skipped).toEqual([{ id: later.id, reason: TODAY_FULL_MESSAGE }]);
    const row = await pinRow(t, later.id);
    expect([row.status, row.scheduledTime?.getTime()]).toEqual(['scheduled', later.scheduledTime?.getTime()]);
    expect(emulator.pins()).toEqual([]);
  });

  it('reports a pin Pinterest refuses as failed with Pinterest’s message', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    await t.media.put(pin.imageKey as string, Buffer.from('not an image'));
    const body = (await post('/api/post-pins', token, { pin_ids: [pin.id] })).json();
    expect(body.failed).toEqual([{ id: pin.id, error: expect.stringMatching(/image/) }]);
  });

  it('needs a session and at most 50 pins', async () => {
    expect((await post('/api/post-pins', null, { pin_ids: ['x'] })).statusCode).toBe(401);
    const { token } = await connectedUserWithBoard(t, emulator);
    const tooMany = Array.from({ length: 51 }, (_, i) => String(i));
    expect((await post('/api/post-pins', token, { pin_ids: tooMany })).statusCode).toBe(400);
  });
});

describe('POST /api/pinterest/create-pin', () => {
  it('posts one pin; 404 for another user’s, 409 for one not scheduled, 502 for a refusal', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    const ok = await post('/api/pinterest/create-pin', token, { pin_id: pin.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, pin: { id: pin.id, status: 'posted' } });
    expect((await post('/api/pinterest/create-pin', token, { pin_id: pin.id })).statusCode).toBe(409);

    const other = await connectedUserWithBoard(t, emulator, false);
    const theirs = await scheduledPin(t, other.board);
    const hidden = await post('/api/pinterest/create-pin', token, { pin_id: theirs.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Pin not found');

    const refused = await scheduledPin(t, board);
    await t.media.put(refused.imageKey as string, Buffer.from('not an image'));
    const bad = await post('/api/pinterest/create-pin', token, { pin_id: refused.id });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error).toMatch(/^Pinterest refused the pin: .*image/);
    expect(emulator.pins()).toHaveLength(1);
  });

  it('answers 503 for a pin whose image cannot be read, and keeps it scheduled', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    await t.media.remove(pin.imageKey as string);
    const response = await post('/api/pinterest/create-pin', token, { pin_id: pin.id });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    expect(response.json().error).not.toContain(t.mediaDir);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
  });
});

describe('POST /api/pins/:id/retry', () => {
  it('schedules a failed pin again and publishes it at once, keeping its day', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board, { status: 'failed', failureReason: 'Image could not be read' });

    const response = await post(`/api/pins/${pin.id}/retry`, token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'posted',
      message: 'Pin posted to Pinterest',
      pin: {
        id: pin.id,
        status: 'posted',
        failure_reason: null,
        scheduled_time: pin.scheduledTime?.toISOString(),
      },
    });
    expect(emulator.pins()).toHaveLength(1);
    // Posted now: a second retry is refused and nothing is sent again.
    const again = await post(`/api/pins/${pin.id}/retry`, token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Only a pin that failed to publish can be retried; this one is already posted.',
    );
    expect(emulator.pins()).toHaveLength(1);
  });

  it('fails again with Pinterest’s reason when Pinterest still refuses it', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board, { status: 'failed', failureReason: 'old reason' });
    await t.media.put(pin.imageKey as string, Buffer.from('not an image'));
    const body = (await post(`/api/pins/${pin.id}/retry`, token, {})).json();
    expect(body).toMatchObject({ outcome: 'failed', pin: { status: 'failed' } });
    expect(body.message).toMatch(/image/);
    expect(body.pin.failure_reason).toBe(body.message);
  });

  it('leaves the pin scheduled and says why when its board is not linked', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    await t.db.update(boards).set({ pinterestBoardId: null }).where(eq(boards.id, board.id));
    const pin = await scheduledPin(t, board, { status: 'failed', failureReason: 'Board gone' });
    const body = (await post(`/api/pins/${pin.id}/retry`, token, {})).json();
    expect(body).toMatchObject({ outcome: 'waiting', pin: { status: 'scheduled', failure_reason: null } });
    expect(body.message).toBe(
      'Scheduled to publish again. The pin’s board is not linked to a Pinterest board',
    );
    expect(emulator.pins()).toEqual([]);
  });

  it('is 404 for another user’s pin or a malformed id, and needs a session', async () => {
    const { token } = await connectedUserWithBoard(t, emulator);
    const other = await connectedUserWithBoard(t, emulator, false);
    const theirs = await scheduledPin(t, other.board, { status: 'failed' });
    for (const id of [theirs.id, 'nope']) {
      const response = await post(`/api/pins/${id}/retry`, token, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Pin not found');
    }
    expect((await pinRow(t, theirs.id)).status).toBe('failed');
    expect((await post(`/api/pins/${theirs.id}/retry`, null, {})).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('refuses a contributor a publish now, naming the editor role; an editor publishes the workspace’s pin', async () => {
    const { workspaceId, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board, { scheduledTime: future() });
    const memberAs = async (role: 'contributor' | 'editor') => {
      const { token, user } = await createUser(t.db);
      await addMember(t.db, { workspaceId, userId: user.id, role, now: new Date() });
      return (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/post-pins',
          payload,
          headers: { ...bearer(token), 'x-workspace-id': workspaceId },
        });
    };

    const refused = await (await memberAs('contributor'))({ pin_ids: [pin.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_required' });
    expect(refused.json().error).toContain('the editor role');
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(emulator.pins()).toEqual([]);

    const published = await (await memberAs('editor'))({ pin_ids: [pin.id] });
    expect(published.statusCode).toBe(200);
    expect(published.json().posted.map((p: { id: string }) => p.id)).toEqual([pin.id]);
    expect(emulator.pins()).toHaveLength(1);
  });
});
