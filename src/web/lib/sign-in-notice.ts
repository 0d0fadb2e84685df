// A message for /login from the moment the server ended a session: a suspended account's 401
// says why (ADR 0019), and /login shows it above the form once. Kept in session storage, so it
// survives the redirect but not the tab.
const SIGN_IN_NOTICE_KEY = 'signInNotice';

export function saveSignInNotice(message: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(SIGN_IN_NOTICE_KEY, message);
}

/** The waiting message, removed as it is read; null when there is none. */
export function takeSignInNotice(storage: Storage = window.sessionStorage): string | null {
  const message = storage.getItem(SIGN_IN_NOTICE_KEY);
  storage.removeItem(SIGN_IN_NOTICE_KEY);
  return message;
}
