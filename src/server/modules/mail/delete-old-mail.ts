// The outbox's retention: sent, logged and given-up emails are kept MAIL_RETENTION_DAYS, for the
// operator looking into "I never got the email" and for the log reader, then the hourly
// housekeeping deletes them (their data holds names, addresses and links). Queued mail stays.
import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema-account';

/** @internal for tests and benchmarks, not production code */
export const MAIL_RETENTION_DAYS = 30;

export async function deleteOldMail(options: { db: Database; now: Date }): Promise<number> {
  const now = options.now;
  const before = new Date(now.getTime() - MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await options.db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'logged', 'failed']), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
