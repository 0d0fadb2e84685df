// Pins held from publishing, against the emulator: a suspended account's pins and every pin while
// automatic publishing is switched off stay scheduled (never failed, never lost), and go out at the
// next run once the hold is lifted, those whose time passed meanwhile included.
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer, createAdmin } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { globalSettings } from '../../db/schema';
import { claimPins } from './claim-pins';
import { findDuePins } from './find-due-pins';
import {
  AUTO_PUBLISHING_PAUSED_MESSAGE,
  SUSPENDED_ACCOUNT_MESSAGE,
  SUSPENDED_WORKSPACE_MESSAGE,
} from './held-reasons';
import { publishPin } from './publish-pin';
import { connectedUserWithBoard, depsOf, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const dueIds = async () => (await findDuePins(t.db, { now: t.app.clock.now() })).map((pin) => pin.id);

async function setAutoPublishing(value: 'true' | 'false') {
  await t.db
    .insert(globalSettings)
    .values({
      settingKey: 'auto_publishing_enabled',
      settingValue: value,
      description: '',
      category: 'features',
    })
    .onConflictDoUpdate({ target: globalSettings.settingKey, set: { settingValue: value } });
}

describe('a suspended account’s pins', () => {
  it('are held, scheduled, while it is suspended and published after it is unsuspended', async () => {
    const admin = await createAdmin(t.app, t.db);
    const held = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, held.board);
    const other = await connectedUserWithBoard(t, emulator);
    const othersPin = await scheduledPin(t, other.board);
    const adminCall = (path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${held.user.id}/${path}`,
        headers: bearer(admin.token),
        payload,
      });

    expect((await adminCall('suspend', { reason: 'Spam' })).statusCode).toBe(200);
    expect(await dueIds()).toEqual([othersPin.id]);
    // A job queued before the suspension is turned away by the claim.
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toEqual({
      outcome: 'skipped',
      reason: SUSPENDED_ACCOUNT_MESSAGE,
    });
    expect(await publishPin(depsOf(t), { pinId: othersPin.id })).toMatchObject({ outcome: 'posted' });
    const waiting = await pinRow(t, pin.id);
    expect(waiting).toMatchObject({ status: 'scheduled', publishAttempts: 0, failureReason: null });
    expect(emulator.pins()).toHaveLength(1);

    expect((await adminCall('unsuspend')).statusCode).toBe(200);
    // Its time passed while it was held: it is due at once.
    expect(await dueIds()).toEqual([pin.id]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    expect((await pinRow(t, pin.id)).status).toBe('posted');
    expect(emulator.pins()).toHaveLength(2);
  });
});

describe('a suspended workspace’s pins', () => {
  it('are held, scheduled, while it is suspended and published after it is unsuspended', async () => {
    const admin = await createAdmin(t.app, t.db);
    const held = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, held.board);
    const other = await connectedUserWithBoard(t, emulator);
    const othersPin = await scheduledPin(t, other.board);
    const adminCall = (path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/workspaces/${held.workspaceId}/${path}`,
        headers: bearer(admin.token),
        payload,
      });

    expect((await adminCall('suspend', { reason: 'Spam' })).statusCode).toBe(200);
    expect(await dueIds()).toEqual([othersPin.id]);
    // Neither the batch claim nor a job queued before the suspension takes it.
    expect([...(await claimPins(depsOf(t), [pin.id])).keys()]).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toEqual({
      outcome: 'skipped',
      reason: SUSPENDED_WORKSPACE_MESSAGE,
    });
    expect(await pinRow(t, pin.id)).toMatchObject({ status: 'scheduled', publishAttempts: 0 });
    expect(emulator.pins()).toEqual([]);

    expect((await adminCall('unsuspend')).statusCode).toBe(200);
    expect((await dueIds()).sort()).toEqual([pin.id, othersPin.id].sort());
    expect([...(await claimPins(depsOf(t), [pin.id])).keys()]).toEqual([pin.id]);
  });

  it('go out through a single claim once it is lifted', async () => {
    const admin = await createAdmin(t.app, t.db);
    const held = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, held.board);
    const url = (path: string) => `/api/admin/workspaces/${held.workspaceId}/${path}`;
    const headers = bearer(admin.token);
    await t.app.inject({ method: 'POST', url: url('suspend'), headers, payload: { reason: 'Spam' } });
    await t.app.inject({ method: 'POST', url: url('unsuspend'), headers });
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    expect(emulator.pins()).toHaveLength(1);
  });
});

describe('automatic publishing switched off', () => {
  it('claims nothing, keeps every pin scheduled, and publishes them at the next run once on', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const first = await scheduledPin(t, board);
    const second = await scheduledPin(t, board);
    await setAutoPublishing('false');

    expect(await dueIds()).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: first.id })).toEqual({
      outcome: 'skipped',
      reason: AUTO_PUBLISHING_PAUSED_MESSAGE,
    });
    for (const pin of [first, second]) {
      expect(await pinRow(t, pin.id)).toMatchObject({ status: 'scheduled', publishAttempts: 0 });
    }
    expect(emulator.pins()).toEqual([]);

    await setAutoPublishing('true');
    expect((await dueIds()).sort()).toEqual([first.id, second.id].sort());
    for (const pin of [first, second]) {
      expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
    }
    expect(emulator.pins()).toHaveLength(2);
  });

  it('still lets a person publish their own pin now', async () => {
    const { token, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    await setAutoPublishing('false');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/post-pins',
      headers: bearer(token),
      payload: { pin_ids: [pin.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().posted.map((posted: { id: string }) => posted.id)).toEqual([pin.id]);
    expect((await pinRow(t, pin.id)).status).toBe('posted');
    expect(emulator.pins()).toHaveLength(1);
  });
});
