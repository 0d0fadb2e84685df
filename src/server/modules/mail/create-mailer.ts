// How email leaves the server: nodemailer over SMTP when SMTP_URL is set, otherwise a log-only
// mailer that prints each message's subject, recipient and links, so a local install without
// SMTP can still follow a password-reset link. SMTP credentials never reach a log or the outbox.
// nodemailer is loaded with the first email sent over SMTP, not with every start.
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { RenderedMail } from './mail-layout';

/** The lines the mailer logs; pino's logger or a stand-in in tests. */
export interface MailLogger {
  info(fields: object, message: string): void;
}

export interface Mailer {
  /** smtp: handed to an SMTP server (outbox status 'sent'); log: printed only ('logged'). */
  readonly delivery: 'smtp' | 'log';
  /** Rejects when the server refuses or cannot be reached; the message says why, without secrets. */
  send(message: RenderedMail & { to: string }): Promise<void>;
  close(): void;
}

/** Short enough that a dead SMTP server fails an attempt well within the outbox row's lease. */
const CONNECTION_TIMEOUT_MS = 20_000;
const SOCKET_TIMEOUT_MS = 60_000;

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: MailLogger;
}): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : logMailer(options.log);
}

/** The absolute links of a message, as a reader of the log needs them. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

function logMailer(log: MailLogger): Mailer {
  return {
    delivery: 'log',
    async send(message) {
      const links = linksIn(message.text);
      log.info(
        { to: message.to, subject: message.subject, links },
        `Email not sent (no SMTP_URL), kept in the outbox: "${message.subject}" to ${message.to}${links.length ? ` — ${links.join(' ')}` : ''}`,
      );
    },
    close() {},
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transportOptions: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    logger: false,
    debug: false,
  };
  let transport: Promise<ReturnType<typeof import('nodemailer').createTransport>> | null = null;
  const redact = secretRedactor(smtpUrl);
  return {
    delivery: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(transportOptions),
      );
      try {
        await (await transport).sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // The content is ours, but nothing in it may make nodemailer read a file or fetch a URL.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        throw new Error(redact(error instanceof Error ? error.message : String(error)));
      }
    },
    close: () => {
      transport?.then((open) => open.close());
    },
  };
}

/** Removes SMTP_URL and its password (as written and decoded) from an error message. */
function secretRedactor(smtpUrl: string): (text: string) => string {
  const url = new URL(smtpUrl);
  const secrets = [smtpUrl, url.password, decodeURIComponent(url.password)].filter((s) => s.length > 0);
  return (text) => secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}
