// GET /api/pinterest/connect: a fresh state for the signed-in user and the consent page to go to.
import { PINTEREST_SCOPES } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/errors';
import { authorizeUrl } from '../../integrations/pinterest/oauth';
import { createOAuthState, type ReturnPath } from './oauth-states';
import type { PinterestDeps } from './pinterest-deps';

/** Comma- or space-separated, as clients send them; every one must be a scope Pinloom knows. */
export function parseScopes(scopes: string | undefined): string[] {
  const wanted = [...new Set((scopes ?? '').split(/[\s,]+/).filter(Boolean))];
  if (wanted.length === 0) return [...PINTEREST_SCOPES];
  const unknown = wanted.filter((scope) => !(PINTEREST_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0) {
    throw new AppError(
      'validation_error',
      `scopes: unknown scope ${unknown.join(', ')}; allowed: ${PINTEREST_SCOPES.join(', ')}`,
    );
  }
  return wanted;
}

export async function startConnection(options: {
  db: Database;
  pinterest: PinterestDeps;
  userId: string;
  scopes?: string | undefined;
  returnTo?: ReturnPath | undefined;
}): Promise<string> {
  const scopes = parseScopes(options.scopes);
  const state = await createOAuthState({
    db: options.db,
    userId: options.userId,
    returnTo: options.returnTo ?? '/settings',
  });
  return authorizeUrl(options.pinterest.config, { state, scopes });
}
