// Keeps one connection's access token usable: refreshes before expiry or after a 401, saves the
// rotated tokens before anything uses them (a crash must never lose the new refresh token), and
// lets concurrent calls share one refresh instead of racing to spend the same refresh token.
import { PinterestError } from './errors';
import type { HttpOptions } from './http';
import { needsRefresh, refreshTokens } from './oauth';
import type { PinterestConnectionConfig, TokenSet } from './types';

export interface TokenStore {
  /** The connection's current tokens (decrypted by the caller). */
  getTokens: () => Promise<TokenSet>;
  /** Persists rotated tokens; must complete (committed) before it resolves. */
  saveTokens: (tokens: TokenSet) => Promise<void>;
}

export interface TokenKeeper {
  /** Tokens fit for a call now: refreshed first when the access token expires within 5 minutes. */
  current(): Promise<TokenSet>;
  /** Tokens to retry with after `used` got a 401. */
  afterUnauthorized(used: TokenSet): Promise<TokenSet>;
}

export function createTokenKeeper(
  config: PinterestConnectionConfig,
  store: TokenStore,
  http: HttpOptions & { now: () => Date },
): TokenKeeper {
  let refreshing: Promise<TokenSet> | null = null;

  const refresh = (stale: TokenSet): Promise<TokenSet> => {
    refreshing ??= refreshAndSave(stale).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  async function refreshAndSave(stale: TokenSet): Promise<TokenSet> {
    let fresh: TokenSet;
    try {
      fresh = await refreshTokens(config, stale.refreshToken, http);
    } catch (error) {
      // Another process (the web app or another worker) may have rotated the token a moment ago:
      // its saved tokens are then good, and ours was simply spent.
      if (!(error instanceof PinterestError) || error.kind !== 'invalid_grant') throw error;
      const latest = await store.getTokens();
      if (latest.refreshToken === stale.refreshToken) throw error;
      if (!needsRefresh(latest, http.now())) return latest;
      fresh = await refreshTokens(config, latest.refreshToken, http);
      stale = latest;
    }
    // Pinterest did not say when a carried-over refresh token expires; it is the old one, so is its expiry.
    if (fresh.refreshTokenExpiresAt === null && fresh.refreshToken === stale.refreshToken) {
      fresh = { ...fresh, refreshTokenExpiresAt: stale.refreshTokenExpiresAt };
    }
    await store.saveTokens(fresh);
    return fresh;
  }

  return {
    async current() {
      if (refreshing) return refreshing;
      const tokens = await store.getTokens();
      return needsRefresh(tokens, http.now()) ? refresh(tokens) : tokens;
    },
    async afterUnauthorized(used) {
      if (refreshing) return refreshing;
      const latest = await store.getTokens();
      // Someone already refreshed since we read the tokens: their access token is the one to try.
      if (latest.accessToken !== used.accessToken && !needsRefresh(latest, http.now())) return latest;
      return refresh(latest);
    },
  };
}
