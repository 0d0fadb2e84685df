// What each email says, one function per kind, laid out by mail-layout.ts.

import type { MailKind, MailKinds } from './mail-kinds';
import { type Block, layout, PRODUCT_NAME, type RenderedMail } from './mail-layout';

const greeting = (name: string): Block => ({ paragraph: name.trim() ? `Hi ${name.trim()},` : 'Hi,' });

/** An ISO time as people read it, in UTC (the email does not know the reader's time zone). */
function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const shown = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${shown} UTC`;
}

type Templates = { [K in MailKind]: (data: MailKinds[K]) => RenderedMail };

export const MAIL_TEMPLATES: Templates = {
  password_reset: (data) =>
    layout(`Reset your ${PRODUCT_NAME} password`, [
      greeting(data.firstName),
      {
        paragraph: `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one, open this link:`,
      },
      { link: { label: 'Choose a new password', url: data.resetUrl } },
      {
        paragraph: `The link works once and for ${data.expiresInMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      },
    ]),

  password_changed: (data) =>
    layout(`Your ${PRODUCT_NAME} password was changed`, [
      greeting(data.firstName),
      {
        paragraph: `The password of your ${PRODUCT_NAME} account was changed on ${when(data.changedAt)}, and every other session was signed out.`,
      },
      { paragraph: 'If this was not you, reset your password now:' },
      { link: { label: 'Reset your password', url: data.resetUrl } },
    ]),

  email_changed: (data) =>
    layout(`Your ${PRODUCT_NAME} email address was changed`, [
      greeting(data.firstName),
      {
        paragraph: `The email address of your ${PRODUCT_NAME} account was changed to ${data.newEmail} on ${when(data.changedAt)}. We send this to your old address so you know.`,
      },
      { paragraph: 'If this was not you, tell us at once:' },
      { link: { label: 'Contact us', url: data.contactUrl } },
    ]),

  ticket_answered: (data) =>
    layout(`[${data.reference}] New answer: ${data.subject}`, [
      greeting(data.name),
      { paragraph: `We answered your message "${data.subject}" (${data.reference}):` },
      { quote: data.answer },
      data.ticketUrl
        ? { link: { label: 'Read and reply in Pinloom', url: data.ticketUrl } }
        : { paragraph: 'To reply, write to us again from the contact page and mention the reference above.' },
    ]),

  pinterest_connection_lost: (data) =>
    layout('Pinterest connection lost — reconnect', [
      greeting(data.firstName),
      {
        paragraph: `${PRODUCT_NAME} can no longer publish to your Pinterest account${data.username ? ` @${data.username}` : ''}: the connection was revoked or has expired.`,
      },
      {
        paragraph:
          data.heldPins > 0
            ? `${data.heldPins} scheduled ${data.heldPins === 1 ? 'pin is' : 'pins are'} waiting. Reconnect and they publish again.`
            : 'Reconnect so your next scheduled pins publish.',
      },
      { link: { label: 'Reconnect Pinterest', url: data.reconnectUrl } },
    ]),

  webhook_disabled: (data) =>
    layout('A webhook endpoint was disabled', [
      greeting(data.firstName),
      { paragraph: `${PRODUCT_NAME} disabled the webhook endpoint ${data.url}: ${data.reason}.` },
      {
        paragraph:
          'No more events are sent to it. Fix the receiver, then enable the endpoint again in Settings → API.',
      },
      { link: { label: 'Open Settings → API', url: data.settingsUrl } },
    ]),

  workspace_invitation: (data) =>
    layout(`${data.inviterName} invited you to ${data.workspaceName} on ${PRODUCT_NAME}`, [
      { paragraph: 'Hi,' },
      {
        paragraph: `${data.inviterName} invited you to join ${data.workspaceName} on ${PRODUCT_NAME} as ${data.role}. ${PRODUCT_NAME} writes, designs and schedules Pinterest pins; in the workspace you work on its boards and pins together.`,
      },
      { link: { label: 'Accept the invitation', url: data.acceptUrl } },
      {
        paragraph: `The link works once and for ${data.expiresInDays} days. Without an account you can create one on the way. If you did not expect this, ignore this email.`,
      },
    ]),
};
