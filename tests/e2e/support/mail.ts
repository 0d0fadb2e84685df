// Reading the e2e server's email in a browser journey, as its recipient would: the server sends
// over SMTP to the inbox global setup started (mail-inbox.ts), and these helpers fetch from it.
//   const mail = await latestMailTo('maya@example.com', { subject: /Reset your Pinloom password/ });
//   await page.goto(linkIn(mail, '/reset-password'));
import { inject } from 'vitest';
import type { InboxMessage } from './mail-inbox';

export type { InboxMessage };

const POLL_MS = 200;

/** Every email the e2e server has sent so far, oldest first. */
async function allMail(): Promise<InboxMessage[]> {
  const response = await fetch(`${inject('mailInboxURL')}/messages`);
  if (!response.ok) throw new Error(`the e2e mail inbox answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/**
 * The newest email to `address` (case-insensitive) whose subject matches, waiting for it to
 * arrive (the server sends within seconds of the request that queued it). `after`: only mail
 * received from then on, so a journey that asks twice gets the second email.
 */
export async function latestMailTo(
  address: string,
  options: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<InboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = address.toLowerCase();
  for (;;) {
    const matching = (await allMail()).filter(
      (mail) =>
        mail.to.includes(wanted) &&
        (!options.subject || options.subject.test(mail.subject)) &&
        (!options.after || new Date(mail.receivedAt) >= options.after),
    );
    const latest = matching.at(-1);
    if (latest) return latest;
    if (Date.now() > deadline) {
      throw new Error(
        `no email to ${address}${options.subject ? ` matching ${options.subject}` : ''} arrived`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first absolute link in the email's text whose path starts with `path`, e.g. '/reset-password'. */
export function linkIn(mail: InboxMessage, path: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${links.join(', ') || 'no links'}`);
  return link;
}
