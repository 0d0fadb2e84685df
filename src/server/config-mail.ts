// Email: SMTP when SMTP_URL is set, else the outbox and the server log (modules/mail); and the
// sender every email comes from.
import { z } from 'zod';
import { blankToUndefined, configRefusal, type EnvOf } from './config-values';

/** `Name <address>` or a bare address, on one line. */
const MAIL_ADDRESS = /^(?:[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const DEFAULT_MAIL_FROM = 'Pinloom <no-reply@localhost>';

export const MAIL_ENV = {
  /**
   * smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset: email stays in the
   * outbox table and the server log prints each message's subject, recipient and links. Never
   * logged: it may hold a password.
   */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]/i, 'must be an smtp:// or smtps:// URL')
      .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every email, `Name <address>`; required with SMTP_URL. */
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().regex(MAIL_ADDRESS, 'must be an address, e.g. Pinloom <no-reply@example.com>').optional(),
  ),
};

/** Variables whose value is never shown in a refusal: the URL may hold the SMTP password. */
export const MAIL_SECRET_VARIABLES = ['SMTP_URL'];

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

export function mailConfig(e: EnvOf<typeof MAIL_ENV>): MailConfig {
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw configRefusal('MAIL_FROM is required when SMTP_URL is set, e.g. Pinloom <no-reply@example.com>');
  }
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM };
}
