// Shared by tests of the emails features send: what was queued of one kind, and what the
// send-mail job does with the queue.
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import { createMailer } from './create-mailer';
import { deliverQueuedMail } from './deliver-queued-mail';
import type { MailKind } from './mail-kinds';

const quiet = { info() {}, error() {} };

/** The queued emails of `kind`, in any order. */
export async function queuedMails(db: Database, kind: MailKind) {
  return (await db.select().from(mailOutbox)).filter((mail) => mail.kind === kind);
}

/** What the send-mail job does: every queued email handed to the SMTP server at `smtpUrl`. */
export async function sendQueuedMail(db: Database, smtpUrl: string, from: string) {
  const mailer = createMailer({ smtpUrl, from, log: quiet });
  try {
    return await deliverQueuedMail({ db, mailer, log: quiet, now: new Date() });
  } finally {
    mailer.close();
  }
}
