// Renders a queued email from its kind and data (as stored in mail_outbox) with its template.

import type { MailKind, MailKinds } from './mail-kinds';
import type { RenderedMail } from './mail-layout';
import { MAIL_TEMPLATES } from './mail-templates';

/** Thrown for a row no template can render: sending it again would not help. */
export class UnrenderableMailError extends Error {
  override name = 'UnrenderableMailError';
}

const isKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_TEMPLATES, kind);

export function renderMail<K extends MailKind>(kind: K, data: MailKinds[K]): RenderedMail;
export function renderMail(kind: string, data: unknown): RenderedMail;
export function renderMail(kind: string, data: unknown): RenderedMail {
  if (!isKind(kind)) throw new UnrenderableMailError(`no email template for kind "${kind}"`);
  if (!data || typeof data !== 'object')
    throw new UnrenderableMailError(`the data of a ${kind} email is not an object`);
  const template = MAIL_TEMPLATES[kind] as (data: unknown) => RenderedMail;
  try {
    return template(data);
  } catch (error) {
    throw new UnrenderableMailError(`the ${kind} email could not be rendered: ${String(error)}`);
  }
}
