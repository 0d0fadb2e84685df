// The send-mail job's work, through a real SMTP server in the test process: each queued email is
// rendered and sent once, a refused one is retried with backoff and then given up, two senders
// side by side never send one twice, and without SMTP the log carries what a reader needs.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase, resetTestDatabase } from '../../../../tests/setup/database';
import { sentTo, withSmtpServer } from '../../../../tests/setup/smtp';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema-account';
import { createMailer, type Mailer } from './create-mailer';
import { deliverQueuedMail, MAX_MAIL_ATTEMPTS, RETRY_AFTER_MINUTES } from './deliver-queued-mail';
import { queueMail } from './queue-mail';

const FROM = 'Pinloom <no-reply@pinloom.test>';
const MINUTE = 60_000;
/** The clock these tests run on: mail is queued and sent by it, never by the machine's. */
const NOW = new Date();

const smtp = withSmtpServer();
let db: Database;

beforeEach(async () => {
  const handle = await getTestDatabase();
  await resetTestDatabase(handle);
  db = handle.db;
});

function recordingLog() {
  const lines: { fields: object; message: string }[] = [];
  const record = (fields: object, message: string) => {
    lines.push({ fields, message });
  };
  return { lines, info: record, error: record, text: () => JSON.stringify(lines) };
}

const smtpMailer = (log = recordingLog(), url = smtp.url): Mailer =>
  createMailer({ smtpUrl: url, from: FROM, log });

const queueReset = (to: string) =>
  queueMail(
    db,
    {
      to,
      userId: null,
      kind: 'password_reset',
      data: {
        firstName: 'Maya',
        resetUrl: 'http://localhost:3000/reset-password?token=abc123',
        expiresInMinutes: 60,
      },
    },
    NOW,
  );

const outboxRow = async (id: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

describe('delivering queued mail over SMTP', () => {
  it('sends each queued email once, as HTML and text from MAIL_FROM, and marks it sent', async () => {
    const { id } = await queueReset('maya@example.com');
    const log = recordingLog();

    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log, now: NOW })).toEqual({
      sent: 1,
      failed: 0,
    });
    const mail = await smtp.waitForMessage(sentTo('maya@example.com'));
    expect(mail.subject).toBe('Reset your Pinloom password');
    expect(mail.from?.value).toEqual([{ name: 'Pinloom', address: 'no-reply@pinloom.test' }]);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=abc123');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc123"');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await outboxRow(id))?.sentAt).toBeInstanceOf(Date);

    // Nothing is left for a second run.
    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log, now: NOW })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.messages()).toHaveLength(1);
  });

  it('sends a subject with CR/LF as one line: no header can be added through it', async () => {
    await queueMail(
      db,
      {
        to: 'visitor@example.com',
        userId: null,
        kind: 'ticket_answered',
        data: {
          name: 'Eve\r\nBcc: victim@example.com',
          reference: 'T-1001',
          subject: 'Help\r\nBcc: victim@example.com\r\n\r\n<b>body</b>',
          answer: 'Here is <script>alert(1)</script> your answer',
          ticketUrl: null,
        },
      },
      NOW,
    );
    await deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now: NOW });

    const mail = await smtp.waitForMessage(sentTo('visitor@example.com'));
    expect(mail.subject).toBe('[T-1001] New answer: Help Bcc: victim@example.com <b>body</b>');
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('retries a refused email with backoff, then sends it', async () => {
    const { id } = await queueReset('retry@example.com');
    smtp.refuseNext(1);
    const start = NOW;
    const log = recordingLog();

    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log, now: start })).toEqual({
      sent: 0,
      failed: 1,
    });
    const refused = await outboxRow(id);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused?.lastError).toContain('451');
    expect(refused?.nextAttemptAt.getTime()).toBe(start.getTime() + (RETRY_AFTER_MINUTES[0] ?? 0) * MINUTE);
    expect(log.lines.map((line) => line.message)).toContain('sending an email failed; it will be retried');

    // Not before its backoff is over.
    const early = new Date(start.getTime() + MINUTE / 2);
    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log, now: early })).toEqual({
      sent: 0,
      failed: 0,
    });
    const due = new Date(start.getTime() + (RETRY_AFTER_MINUTES[0] ?? 0) * MINUTE);
    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log, now: due })).toEqual({
      sent: 1,
      failed: 0,
    });
    await smtp.waitForMessage(sentTo('retry@example.com'));
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives an email up as failed after ${MAX_MAIL_ATTEMPTS} refused attempts`, async () => {
    const { id } = await queueReset('refused@example.com');
    smtp.refuseNext(100, { code: 550, message: 'Mailbox unavailable' });
    let now = NOW;
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now })).toEqual({
        sent: 0,
        failed: 1,
      });
      now = new Date(now.getTime() + 24 * 60 * MINUTE);
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(row?.lastError).toContain('Mailbox unavailable');
    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.messages()).toHaveLength(0);
  });

  it('gives up at once on a row no template can render', async () => {
    const [row] = await db
      .insert(mailOutbox)
      .values({ toAddress: 'odd@example.com', kind: 'newsletter', data: {}, nextAttemptAt: NOW })
      .returning({ id: mailOutbox.id });
    expect(await deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now: NOW })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await outboxRow(row?.id ?? '')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('two senders at once never send one email twice', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `person${i}@example.com`);
    for (const address of addresses) await queueReset(address);

    const [a, b] = await Promise.all([
      deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now: NOW }),
      deliverQueuedMail({ db, mailer: smtpMailer(), log: recordingLog(), now: NOW }),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(addresses.length);
    const received = smtp
      .messages()
      .flatMap((mail) => (mail.to && !Array.isArray(mail.to) ? [mail.to.text] : []));
    expect(received.sort()).toEqual([...addresses].sort());
    const rows = await db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('never writes SMTP credentials to the log or the outbox when a send fails', async () => {
    const { id } = await queueReset('creds@example.com');
    const log = recordingLog();
    const url = smtp.url.replace('smtp://', 'smtp://mailer:s3cret%21pass@');
    smtp.refuseNext(1, { code: 554, message: 'Transaction failed' });

    await deliverQueuedMail({ db, mailer: smtpMailer(log, url), log, now: NOW });
    const row = await outboxRow(id);
    expect(row?.lastError).toContain('554');
    for (const text of [log.text(), row?.lastError ?? '']) {
      expect(text).not.toContain('s3cret');
      expect(text).not.toContain(url);
    }
  });
});

describe('delivering queued mail without SMTP', () => {
  it('prints subject, recipient and links to the log and keeps the row as logged', async () => {
    const { id } = await queueReset('local@example.com');
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, log });

    expect(await deliverQueuedMail({ db, mailer, log, now: NOW })).toEqual({ sent: 1, failed: 0 });
    const line = log.lines.find((entry) => entry.message.includes('Reset your Pinloom password'));
    expect(line?.fields).toEqual({
      to: 'local@example.com',
      subject: 'Reset your Pinloom password',
      links: ['http://localhost:3000/reset-password?token=abc123'],
    });
    expect(line?.message).toContain('local@example.com');
    expect(line?.message).toContain('http://localhost:3000/reset-password?token=abc123');
    expect(await outboxRow(id)).toMatchObject({ status: 'logged', attempts: 1 });
    expect(smtp.messages()).toHaveLength(0);
  });
});
