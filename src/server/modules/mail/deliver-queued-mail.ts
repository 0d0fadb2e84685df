// Sends what the outbox holds (the 'send-mail' job's work): each due row is claimed by one
// sender, rendered and handed to the mailer; a refused send is retried with backoff and given up
// after MAX_MAIL_ATTEMPTS. The claim pushes the row's next_attempt_at a lease ahead in one
// statement (FOR UPDATE SKIP LOCKED), so two senders never take the same row, and a sender that
// died mid-send leaves a row that is tried again once the lease is over.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type MailOutboxRow, mailOutbox } from '../../db/schema-account';
import type { Mailer } from './create-mailer';
import { renderMail, UnrenderableMailError } from './render-mail';

/** @internal for tests and benchmarks, not production code */
export const MAX_MAIL_ATTEMPTS = 5;
/**
 * Wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final.
 * @internal for tests and benchmarks, not production code
 */
export const RETRY_AFTER_MINUTES = [1, 5, 15, 60] as const;
/** Longer than one send can take (create-mailer's timeouts). */
const LEASE_MS = 5 * 60_000;
/** One run's limit, so a large backlog does not hold the job for long; the next run goes on. */
const MAX_PER_RUN = 200;
const MAX_ERROR_LENGTH = 1_000;

export interface DeliveryLogger {
  error(fields: object, message: string): void;
}

export interface DeliveredMail {
  /** Handed to SMTP, or printed to the log when no SMTP is configured. */
  sent: number;
  /** Attempts that failed in this run, whether the row is retried later or given up. */
  failed: number;
}

export async function deliverQueuedMail(options: {
  db: Database;
  mailer: Mailer;
  log: DeliveryLogger;
  /** The time rows are due by; the system clock unless given (tests). */
  now: Date;
}): Promise<DeliveredMail> {
  const { db, mailer, log } = options;
  const result: DeliveredMail = { sent: 0, failed: 0 };
  for (let taken = 0; taken < MAX_PER_RUN; taken += 1) {
    const now = options.now;
    const row = await claimDueRow(db, now);
    if (!row) break;
    const error = await send(row, mailer);
    if (error) {
      result.failed += 1;
      await recordFailure(db, row, error, now, log);
    } else {
      result.sent += 1;
      await db
        .update(mailOutbox)
        .set({ status: mailer.delivery === 'smtp' ? 'sent' : 'logged', sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return result;
}

async function claimDueRow(db: Database, now: Date): Promise<MailOutboxRow | undefined> {
  const dueAt = now.toISOString();
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(
      eq(
        mailOutbox.id,
        sql`(select ${mailOutbox.id} from ${mailOutbox}
             where ${mailOutbox.status} = 'queued' and ${mailOutbox.nextAttemptAt} <= ${dueAt}::timestamptz
             order by ${mailOutbox.nextAttemptAt}, ${mailOutbox.createdAt}
             limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Answers why the send failed, or null when it went out. */
async function send(row: MailOutboxRow, mailer: Mailer): Promise<Error | null> {
  try {
    const rendered = renderMail(row.kind, row.data);
    await mailer.send({ ...rendered, to: row.toAddress });
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

async function recordFailure(
  db: Database,
  row: MailOutboxRow,
  error: Error,
  now: Date,
  log: DeliveryLogger,
): Promise<void> {
  const final = error instanceof UnrenderableMailError || row.attempts >= MAX_MAIL_ATTEMPTS;
  const waitMinutes = RETRY_AFTER_MINUTES[row.attempts - 1] ?? RETRY_AFTER_MINUTES.at(-1) ?? 1;
  await db
    .update(mailOutbox)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error.message.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: final ? now : new Date(now.getTime() + waitMinutes * 60_000),
    })
    // Only while the claim is still this sender's: after a lease ran out another may hold it.
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts)));
  log.error(
    { mailId: row.id, kind: row.kind, attempts: row.attempts, reason: error.message },
    final ? 'sending an email failed; given up' : 'sending an email failed; it will be retried',
  );
}
