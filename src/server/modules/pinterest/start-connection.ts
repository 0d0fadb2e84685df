// GET /api/pinterest/connect: a fresh state for the signed-in user's workspace and the consent page to go to.
import { PINTEREST_SCOPES } from '../../../shared/pinterest-access';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { authorizeUrl } from '../../integrations/pinterest/oauth';
import { DEMO_PINTEREST_PATH } from '../../integrations/pinterest/pin-url';
import { returnOriginFor } from './browser-origin';
import { createOAuthState, type ReturnPath } from './oauth-states';
import type { PinterestDeps } from './pinterest-deps';

/**
 * The scopes to ask Pinterest for: every one publishing and sync need, whatever the client asked
 * (a client sending docs/product.md §7's four would otherwise get a connection that cannot post). A scope
 * Pinloom does not know is refused. Comma- or space-separated, as clients send them.
 */
function parseScopes(scopes: string | undefined): string[] {
  const wanted = [...new Set((scopes ?? '').split(/[\s,]+/).filter(Boolean))];
  const unknown = wanted.filter((scope) => !(PINTEREST_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0) {
    throw new AppError(
      'validation_error',
      `scopes: unknown scope ${unknown.join(', ')}; allowed: ${PINTEREST_SCOPES.join(', ')}`,
    );
  }
  return [...PINTEREST_SCOPES];
}

export async function startConnection(options: {
  db: Database;
  pinterest: PinterestDeps;
  /** Who starts it (an admin of the workspace), and the workspace the connection is for. */
  userId: string;
  workspaceId: string;
  scopes?: string | undefined;
  returnTo?: ReturnPath | undefined;
  /** The origin the request came from (browser-origin.ts). */
  origin: string | null;
  now: Date;
}): Promise<string> {
  const { pinterest } = options;
  const scopes = parseScopes(options.scopes);
  const returnOrigin = returnOriginFor(pinterest, options.origin);
  // Demo mode served by the app: the consent page and the way back stay on the browser's origin.
  const config = pinterest.demoPages
    ? {
        ...pinterest.config,
        oauthBaseUrl: `${returnOrigin}${DEMO_PINTEREST_PATH}/oauth/`,
        redirectUri: `${returnOrigin}/api/pinterest/callback`,
      }
    : pinterest.config;
  const state = await createOAuthState({
    db: options.db,
    userId: options.userId,
    workspaceId: options.workspaceId,
    returnTo: options.returnTo ?? '/settings',
    returnOrigin,
    redirectUri: config.redirectUri,
    now: options.now,
  });
  return authorizeUrl(config, { state, scopes });
}
