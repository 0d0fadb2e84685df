// Live chat's words and limits (ADR 0043), without zod: the prerendered public pages' chat panel
// uses them and ships no zod (app/public-app.tsx). api/chat.ts re-exports them.
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** What a chat panel says when nobody from staff has a console open. */
export const STAFF_OFFLINE_MESSAGE =
  'No one from our team is online right now. Leave your message and we’ll answer by email — it’s saved as a support ticket.';

/** The header a visitor's panel sends its chat's secret in (never in a URL: it would reach logs). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
