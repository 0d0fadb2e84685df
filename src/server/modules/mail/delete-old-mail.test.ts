// The outbox keeps what was sent, logged or given up for MAIL_RETENTION_DAYS (for the operator and
// the log reader), then housekeeping deletes it; mail still waiting to go is never deleted.
import { beforeEach, describe, expect, it } from 'vitest';
import { getTestDatabase, resetTestDatabase } from '../../../../tests/setup/database';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema-account';
import { deleteOldMail, MAIL_RETENTION_DAYS } from './delete-old-mail';

let db: Database;
beforeEach(async () => {
  const handle = await getTestDatabase();
  await resetTestDatabase(handle);
  db = handle.db;
});

const DAY = 24 * 60 * 60 * 1000;

describe('deleting old mail', () => {
  it(`deletes sent, logged and failed mail older than ${MAIL_RETENTION_DAYS} days, never queued mail`, async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (MAIL_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - (MAIL_RETENTION_DAYS - 1) * DAY);
    const row = (toAddress: string, status: 'queued' | 'sent' | 'logged' | 'failed', createdAt: Date) => ({
      toAddress,
      kind: 'password_reset',
      data: {},
      status,
      createdAt,
    });
    await db
      .insert(mailOutbox)
      .values([
        row('old-sent@example.com', 'sent', old),
        row('old-logged@example.com', 'logged', old),
        row('old-failed@example.com', 'failed', old),
        row('old-queued@example.com', 'queued', old),
        row('recent-sent@example.com', 'sent', recent),
      ]);

    expect(await deleteOldMail({ db, now })).toBe(3);
    const left = await db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(left.map((entry) => entry.to).sort()).toEqual([
      'old-queued@example.com',
      'recent-sent@example.com',
    ]);
    expect(await deleteOldMail({ db, now })).toBe(0);
  });
});
