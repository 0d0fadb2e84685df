// What the browser remembers about the setup wizard: whether it was already offered to a
// user (local storage, per user id, so it shows once), and whether the wizard started the
// connection now under way (session storage, so the wizard reopens at its last step on return).
const OFFERED_PREFIX = 'pinloom:pinterest-wizard-offered:';
const CONNECTING_KEY = 'pinloom:pinterest-wizard-connecting';

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage may be disabled (private mode, blocked cookies): behave as if nothing was stored.
    return fallback;
  }
}

export function wasWizardOffered(userId: string): boolean {
  return safely(() => localStorage.getItem(OFFERED_PREFIX + userId) !== null, false);
}

/** Shown or skipped: the first-visit redirect will not bring this user to the wizard again. */
export function markWizardOffered(userId: string): void {
  safely(() => localStorage.setItem(OFFERED_PREFIX + userId, new Date().toISOString()), undefined);
}

export function rememberWizardConnecting(): void {
  safely(() => sessionStorage.setItem(CONNECTING_KEY, '1'), undefined);
}

/** Whether the wizard started the connection; forgets it, so it is read once. */
export function takeWizardConnecting(): boolean {
  return safely(() => {
    const started = sessionStorage.getItem(CONNECTING_KEY) !== null;
    sessionStorage.removeItem(CONNECTING_KEY);
    return started;
  }, false);
}
