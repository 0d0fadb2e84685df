// Contracts of the Pinterest connection calls (docs/product.md §3 Connection status, §7 Platform
// account, §8 Account connection codes).
import { z } from 'zod';
import { PINTEREST_SCOPES, type PinterestScope, scopeLabel } from '../pinterest-access';

/** The scopes Pinloom needs that `granted` (Pinterest's comma- or space-separated list) lacks. */
export function missingScopes(granted: string): PinterestScope[] {
  const have = new Set(granted.split(/[\s,]+/).filter(Boolean));
  return PINTEREST_SCOPES.filter((scope) => !have.has(scope));
}

/** Why a connection that lacks scopes cannot publish, and what to do. */
export function missingScopesMessage(missing: readonly string[]): string {
  const named = missing.map((scope) => {
    const label = scopeLabel(scope);
    return label ? `${label.toLowerCase()} (${scope})` : scope;
  });
  return `Pinterest did not give Pinloom every permission it needs. Reconnect to grant: ${named.join(', ')}.`;
}

/** The codes the OAuth callback puts in the address (docs/product.md §8). */
const CONNECTION_ERROR_CODES = [
  'access_denied',
  'invalid_request',
  'callback_failed',
  'missing_parameters',
] as const;
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number];

export const CONNECTION_ERROR_MESSAGES: Record<ConnectionErrorCode, string> = {
  access_denied: 'You denied access to Pinterest. Please try again to connect your account.',
  invalid_request: 'Invalid request. Please try connecting again.',
  callback_failed: 'Connection failed. Please try again.',
  missing_parameters: 'Missing required parameters. Please try again.',
};
/** The callback's answer to a new account beyond the plan's (ADR 0032); nothing was saved. */
export const ACCOUNT_LIMIT_MESSAGE =
  'Your plan has no room for another Pinterest account. Upgrade your plan, or disconnect an account first.';
export const UNKNOWN_CONNECTION_ERROR_MESSAGE = 'Failed to connect to Pinterest. Please try again.';

/** @internal for tests and benchmarks, not production code */
export function connectionErrorMessage(code: string): string {
  // Own keys only: "toString" in the address must not find Object's method.
  return Object.hasOwn(CONNECTION_ERROR_MESSAGES, code)
    ? CONNECTION_ERROR_MESSAGES[code as ConnectionErrorCode]
    : UNKNOWN_CONNECTION_ERROR_MESSAGE;
}

export const pinterestUserInfo = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
});

/** One of the workspace's Pinterest accounts (ADR 0032), as Settings and the wizard list them. */
const pinterestAccount = z.object({
  id: z.string(),
  userInfo: pinterestUserInfo,
  connected: z.boolean(),
  needs_reconnect: z.boolean(),
  missing_scopes: z.array(z.string()),
  /** The oldest account: boards without an account of their own publish with it. */
  is_default: z.boolean(),
  connected_at: z.string(),
});
export type PinterestAccount = z.infer<typeof pinterestAccount>;

export const connectionStatusResponse = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  userInfo: pinterestUserInfo.nullable(),
  /**
   * Publishing is paused until the person connects again: the refresh token died, or Pinterest
   * did not grant every scope Pinloom needs (then `missing_scopes` names them).
   */
  needs_reconnect: z.boolean(),
  /** Scopes Pinloom needs that the connection lacks (e.g. boards:write); empty when none. */
  missing_scopes: z.array(z.string()),
  /** No Pinterest app is configured: Pinterest is simulated by the built-in emulator. */
  demo: z.boolean(),
  /** In demo mode: the simulated Pinterest's page of boards and published pins. */
  demo_url: z.string().nullable(),
  /**
   * Every account of the workspace, oldest (the default) first. The fields above describe the
   * first one that needs a reconnect, else the default: what a one-account client expects.
   */
  accounts: z.array(pinterestAccount),
  /** How many accounts the workspace's plan allows; null: unlimited. */
  account_limit: z.number().int().nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusResponse>;

/**
 * The pages Pinterest may send the browser back to: Settings (its Pinterest section), the boards
 * page (the wizard as a modal) and the setup wizard's own page, so a person who says no is back
 * on the wizard that asked.
 */
export const CONNECTION_RETURN_PATHS = [
  '/settings',
  '/settings/pinterest',
  '/boards',
  '/connect-pinterest',
] as const;
export type ConnectionReturnPath = (typeof CONNECTION_RETURN_PATHS)[number];

export const connectQuery = z.strictObject({
  /** Scopes a client asks for; Pinloom always adds every scope publishing and sync need. */
  scopes: z.string().max(500).optional(),
  /** Where the browser returns after Pinterest. */
  return_to: z.enum(CONNECTION_RETURN_PATHS).optional(),
});
export const connectResponse = z.object({
  success: z.literal(true),
  authUrl: z.string(),
});

export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

export const pinterestBoard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  privacy: z.string(),
  /** The Pinloom board that publishes to it, if any. */
  linked_board_id: z.string().nullable(),
});
export const pinterestBoardsResponse = z.object({
  success: z.literal(true),
  boards: z.array(pinterestBoard),
});

export const syncBoardsResponse = z.object({
  success: z.literal(true),
  /** Local boards made for Pinterest boards that had none. */
  created: z.number(),
  /** Local boards whose Pinterest name or description changed. */
  updated: z.number(),
  message: z.string(),
});

/** POST /pinterest/link-board: without pinterest_board_id, a new Pinterest board is made. */
const accountId = z
  .string({ error: 'account_id must be a Pinterest account id' })
  .min(1, 'account_id must be a Pinterest account id')
  .max(100, 'account_id must be a Pinterest account id');

export const linkBoardBody = z.strictObject({
  board_id: z.string({ error: 'board_id must be a board id' }),
  pinterest_board_id: z
    .string({ error: 'pinterest_board_id must be a Pinterest board id' })
    .min(1, 'pinterest_board_id must be a Pinterest board id')
    .max(100, 'pinterest_board_id must be a Pinterest board id')
    .optional(),
  /**
   * Which of the workspace's accounts (GET /status `accounts[].id`) the board publishes with from
   * now on; left out: the board's own, else the default. Another workspace's account is 404.
   */
  account_id: accountId.optional(),
});

/** `?account_id=`: one of the workspace's accounts; left out, the default one. */
export const accountQuery = z.strictObject({ account_id: accountId.optional() });
