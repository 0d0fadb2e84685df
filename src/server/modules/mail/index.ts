// Email: queued in mail_outbox by the feature that sends it, sent by the send-mail job
// over SMTP (nodemailer) when SMTP_URL is set, otherwise printed to the server log.
export { createMailer, type Mailer } from './create-mailer';
export { deleteOldMail } from './delete-old-mail';
export { deliverQueuedMail } from './deliver-queued-mail';
export type { MailKinds } from './mail-kinds';
export { MAIL_QUEUED_CHANNEL, queueMail } from './queue-mail';
