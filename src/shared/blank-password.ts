// A rule of every new password (src/shared/api/auth.ts's newPassword, the server's ADMIN_PASSWORD),
// in a module without zod: the prerendered sign-up page checks it too (src/web/lib/validate-new-password.ts).
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';

/** Eight spaces are eight characters, but no secret: a new password needs something else in it. */
export function isBlankPassword(password: string): boolean {
  return password.trim() === '';
}
