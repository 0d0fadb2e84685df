// Every email the product sends renders as HTML and text with the product's name; whatever a
// person typed is escaped in the HTML, and a subject is always one line.
import { describe, expect, it } from 'vitest';
import type { MailKinds } from './mail-kinds';
import { escapeHtml, singleLine } from './mail-layout';
import { renderMail, UnrenderableMailError } from './render-mail';

const HOSTILE = '<img src=x onerror="alert(1)">\r\nBcc: victim@example.com';

const SAMPLES: { [K in keyof MailKinds]: MailKinds[K] } = {
  password_reset: {
    firstName: HOSTILE,
    resetUrl: 'https://pins.example.com/reset-password?token=a&b=1',
    expiresInMinutes: 60,
  },
  password_changed: {
    firstName: HOSTILE,
    changedAt: '2025-03-04T05:06:00.000Z',
    resetUrl: 'https://pins.example.com/forgot-password',
  },
  email_changed: {
    firstName: HOSTILE,
    newEmail: 'new"<b>@example.com',
    changedAt: '2025-03-04T05:06:00.000Z',
    contactUrl: 'https://pins.example.com/contact',
  },
  ticket_answered: {
    name: HOSTILE,
    reference: 'T-1001',
    subject: HOSTILE,
    answer: `${HOSTILE}\nSecond line`,
    ticketUrl: 'https://pins.example.com/support/1',
  },
  pinterest_connection_lost: {
    firstName: HOSTILE,
    reconnectUrl: 'https://pins.example.com/settings',
    heldPins: 3,
  },
  webhook_disabled: {
    firstName: HOSTILE,
    url: 'https://hooks.example.com/in?a=1&b=2',
    reason: 'every delivery failed for 24 hours',
    settingsUrl: 'https://pins.example.com/settings/api',
  },
  workspace_invitation: {
    inviterName: HOSTILE,
    workspaceName: HOSTILE,
    role: 'editor',
    acceptUrl: 'https://pins.example.com/invitation?token=a&b=1',
    expiresInDays: 7,
  },
};

describe('rendering email', () => {
  it.each(Object.entries(SAMPLES))(
    '%s: HTML and text, Pinloom, user values escaped, one-line subject',
    (kind, data) => {
      const mail = renderMail(kind, data);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.html).toContain('Pinloom');
      expect(mail.text).toContain('Pinloom');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('"alert(1)"');
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
      // The text part is plain text: the value as typed.
      expect(mail.text).toContain('<img src=x onerror="alert(1)">');
      // Every link is in both parts, the HTML one escaped as an attribute.
      const url = Object.entries(data).find(([key]) => key.endsWith('Url'))?.[1] as string;
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    },
  );

  it('puts the reset link, its lifetime and the greeting in the reset email', () => {
    const mail = renderMail('password_reset', {
      firstName: 'Maya',
      resetUrl: 'http://localhost:3000/reset-password?token=abc',
      expiresInMinutes: 60,
    });
    expect(mail.subject).toBe('Reset your Pinloom password');
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('60 minutes');
  });

  it('strips CR/LF from a ticket subject and quotes the answer', () => {
    const mail = renderMail('ticket_answered', SAMPLES.ticket_answered);
    expect(mail.subject).toBe('[T-1001] New answer: <img src=x onerror="alert(1)"> Bcc: victim@example.com');
    expect(mail.text).toContain('> Second line');
  });

  it('names the lost Pinterest connection and the pins waiting', () => {
    const mail = renderMail('pinterest_connection_lost', SAMPLES.pinterest_connection_lost);
    expect(mail.subject).toBe('Pinterest connection lost — reconnect');
    expect(mail.text).toContain('3 scheduled pins are waiting');
    expect(
      renderMail('pinterest_connection_lost', { ...SAMPLES.pinterest_connection_lost, heldPins: 1 }).text,
    ).toContain('1 scheduled pin is waiting');
  });

  it('shows times in UTC as people read them', () => {
    expect(renderMail('password_changed', SAMPLES.password_changed).text).toContain(
      '4 March 2025 at 05:06 UTC',
    );
  });

  it('refuses a kind without a template, or data that is not an object', () => {
    expect(() => renderMail('newsletter', {})).toThrow(UnrenderableMailError);
    expect(() => renderMail('password_reset', null)).toThrow(UnrenderableMailError);
    expect(() => renderMail('password_reset', {})).toThrow(UnrenderableMailError);
  });

  it('makes any value one line and escapes HTML', () => {
    expect(singleLine(' a\r\nb\tc\u2028d  e ')).toBe('a b c d e');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
