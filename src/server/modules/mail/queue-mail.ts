// Queues an email: one mail_outbox row, written with the caller's database handle — pass the
// transaction of what caused the email, so neither exists without the other. The send-mail job
// renders and sends it (or, with no SMTP configured, prints it to the log); a failed send never
// fails the request that queued it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema-account';
import type { OutgoingMail } from './mail-kinds';

/** Notified with each queued email; Postgres delivers it when the transaction commits. */
export const MAIL_QUEUED_CHANNEL = 'pinloom_mail_queued';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'execute'>;

/** Queued at `now` (the app's clock), due at once: the sender compares with the same clock. */
export async function queueMail(db: Writer, mail: OutgoingMail, now: Date): Promise<{ id: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      userId: mail.userId,
      kind: mail.kind,
      data: mail.data,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the mail outbox refused a row');
  // Wakes the sender (jobs/outbox-wake-up.ts) once this commits, not before, and never if it rolls back.
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
  return row;
}
