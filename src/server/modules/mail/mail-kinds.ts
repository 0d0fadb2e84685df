// The emails the product sends and the data each template is rendered from. Links
// are absolute (the caller builds them from config.publicUrl), so a template needs nothing else.

export interface MailKinds {
  /** Forgot password: a single-use link valid RESET_LINK_MINUTES. */
  password_reset: { firstName: string; resetUrl: string; expiresInMinutes: number };
  /** The password was changed (in Settings or by a reset link): other sessions ended. */
  password_changed: { firstName: string; changedAt: string; resetUrl: string };
  /** Sent to the OLD address when the account's email changes. */
  email_changed: { firstName: string; newEmail: string; changedAt: string; contactUrl: string };
  /** Staff answered a support ticket; ticketUrl is null for a visitor (no account to open it in). */
  ticket_answered: {
    name: string;
    reference: string;
    subject: string;
    answer: string;
    ticketUrl: string | null;
  };
  /** Publishing found the Pinterest connection revoked: sent once per loss, not per pin. */
  /** `username`: the account lost (mails queued before several accounts have none). */
  pinterest_connection_lost: { firstName: string; username?: string; reconnectUrl: string; heldPins: number };
  /** A webhook endpoint kept failing and was disabled (ADR 0050); sent to who added it. */
  webhook_disabled: { firstName: string; url: string; reason: string; settingsUrl: string };
  /** Someone invited this address into a workspace (ADR 0032); the link works once. */
  workspace_invitation: {
    inviterName: string;
    workspaceName: string;
    role: string;
    acceptUrl: string;
    expiresInDays: number;
  };
}

export type MailKind = keyof MailKinds;

/** One email to queue: its recipient, the account it concerns (none for a visitor) and its content. */
export type OutgoingMail = {
  [K in MailKind]: { to: string; userId: string | null; kind: K; data: MailKinds[K] };
}[MailKind];
