// "Pinterest connection lost — reconnect": when publishing finds the connection
// revoked, the person gets one email per loss, however many pins ran into it, and it arrives.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import { sentTo, withSmtpServer } from '../../../../tests/setup/smtp';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pinterestConnections } from '../../db/schema';
import { mailOutbox } from '../../db/schema-account';
import { createMailer, deliverQueuedMail } from '../mail';
import { publishPin } from './publish-pin';
import { connectedUserWithBoard, depsOf, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;
const smtp = withSmtpServer();

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const lostMail = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'pinterest_connection_lost'));

describe('the connection-lost email', () => {
  it('is queued once when several pins find the refresh token revoked, and sent', async () => {
    const { board, user } = await connectedUserWithBoard(t, emulator);
    const due = await Promise.all([1, 2, 3, 4].map(() => scheduledPin(t, board)));
    emulator.revokeAllTokens();
    emulator.expireAccessTokens();

    // Two at once (as a worker's batch runs them), then the rest one after the other.
    const results = await Promise.all(due.slice(0, 2).map((pin) => publishPin(depsOf(t), { pinId: pin.id })));
    for (const pin of due.slice(2)) results.push(await publishPin(depsOf(t), { pinId: pin.id }));
    expect(results.every((result) => result.outcome === 'skipped')).toBe(true);
    for (const pin of due) expect((await pinRow(t, pin.id)).status).toBe('scheduled');

    const queued = await lostMail();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      toAddress: user.email,
      userId: user.id,
      data: {
        firstName: user.firstName,
        reconnectUrl: 'http://localhost:3000/settings/pinterest',
        heldPins: 4,
      },
    });

    const log = { info: () => {}, error: () => {} };
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Pinloom <no-reply@pinloom.test>', log });
    await deliverQueuedMail({ db: t.db, mailer, log, now: new Date() });
    const mail = await smtp.waitForMessage(sentTo(user.email));
    expect(mail.subject).toBe('Pinterest connection lost — reconnect');
    expect(mail.text).toContain('4 scheduled pins are waiting');
    expect(mail.text).toContain('http://localhost:3000/settings/pinterest');
  });

  it('is queued again for a second loss after a reconnect, not before', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.revokeAllTokens();
    emulator.expireAccessTokens();
    await publishPin(depsOf(t), { pinId: pin.id });
    await publishPin(depsOf(t), { pinId: pin.id });
    expect(await lostMail()).toHaveLength(1);

    // Connected again (as a reconnect leaves it), and lost again.
    await t.db.update(pinterestConnections).set({ status: 'connected' });
    await publishPin(depsOf(t), { pinId: pin.id });
    expect(await lostMail()).toHaveLength(2);
  });

  it('is queued once when Pinterest says the connection lacks a scope, for several pins', async () => {
    const { board, workspaceId } = await connectedUserWithBoard(t, emulator, false);
    const narrow = emulator.issueTokens('user_accounts:read,boards:read,pins:read,pins:write');
    const { createConnectionRecord } = await import('../pinterest/test-support');
    await createConnectionRecord(t.db, workspaceId, { ...narrow, scope: '' });
    const due = await Promise.all([1, 2, 3].map(() => scheduledPin(t, board)));

    await Promise.all(due.map((pin) => publishPin(depsOf(t), { pinId: pin.id })));
    const queued = await lostMail();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.data).toMatchObject({ heldPins: 3 });
  });
});
