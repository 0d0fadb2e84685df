// The send-mail job as the server runs it: a sweep every minute and at start, woken at once by a
// commit that queued email (never by one rolled back), delivering through a real SMTP server.

import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase, resetTestDatabase } from '../../../tests/setup/database';
import { UNREACHABLE_PINTEREST } from '../../../tests/setup/pinterest';
import { sentTo, withSmtpServer } from '../../../tests/setup/smtp';
import { TEST_APP_SECRET } from '../../../tests/setup/test-app';
import { systemClock } from '../clock';
import type { DatabaseHandle } from '../db/connection';
import { createFileMediaStorage } from '../integrations/storage/media-storage';
import { createMailer, MAIL_QUEUED_CHANNEL, queueMail } from '../modules/mail';
import { sendMailJob } from './mail-jobs';
import { listenForCommits } from './outbox-wake-up';
import { startJobs } from './start-jobs';

const quiet = { info: () => {}, error: () => {} };
const smtp = withSmtpServer();
let database: DatabaseHandle;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetTestDatabase(database);
});

const reset = (to: string) => ({
  to,
  userId: null,
  kind: 'password_reset' as const,
  data: {
    firstName: 'Maya',
    resetUrl: 'http://localhost:3000/reset-password?token=t0k3n',
    expiresInMinutes: 60,
  },
});

describe('send-mail job', () => {
  it('sweeps every minute and at start, one run at a time with at most one more waiting', () => {
    expect(sendMailJob).toMatchObject({ name: 'send-mail', schedule: '* * * * *', runAtStart: true });
    expect(sendMailJob.queue).toMatchObject({ policy: 'stately', retryLimit: 0 });
  });

  it('is woken when a transaction that queued email commits, not before and not on rollback', async () => {
    const { client } = database;
    let wakeUps = 0;
    const stop = await listenForCommits(client, { [MAIL_QUEUED_CHANNEL]: () => (wakeUps += 1) }, quiet);
    try {
      await database.db
        .transaction(async (tx) => {
          await queueMail(tx, reset('rolled-back@example.com'), systemClock.now());
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await queueMail(tx, reset('committed@example.com'), systemClock.now());
        await sleep(200);
        expect(wakeUps).toBe(0);
      });
      for (let waited = 0; wakeUps === 0 && waited < 3000; waited += 50) await sleep(50);
      await sleep(200);
      expect(wakeUps).toBe(1);
    } finally {
      await stop();
    }
  });

  it('sends an email queued while the jobs run within seconds, not at the next minute', async () => {
    const { client, db } = database;
    const deps = {
      db,
      media: createFileMediaStorage(tmpdir()),
      pinterest: UNREACHABLE_PINTEREST,
      appSecret: TEST_APP_SECRET,
      clock: systemClock,
    };
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Pinloom <no-reply@pinloom.test>', log: quiet });
    const stop = await startJobs({ client, deps, mailer, log: quiet });
    try {
      await sleep(500);
      await database.db.transaction((tx) => queueMail(tx, reset('prompt@example.com'), deps.clock.now()));
      const mail = await smtp.waitForMessage(sentTo('prompt@example.com'), 10_000);
      expect(mail.text).toContain('http://localhost:3000/reset-password?token=t0k3n');
    } finally {
      await stop();
    }
  });
});
