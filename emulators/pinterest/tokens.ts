// Authorization codes and tokens. A grant is one user's consent to one app for one of the simulated
// accounts; its refresh token is continuous: every refresh hands out a new one and retires the old
// (docs/engineering.md "Publishing").
import { randomBytes } from 'node:crypto';
import { accountOf, type DemoAccount } from './accounts';

const CODE_TTL_MS = 10 * 60_000;

interface Code {
  grantScope: string;
  account: DemoAccount;
  redirectUri: string;
  clientId: string;
  expiresAt: number;
  used: boolean;
}

interface Grant {
  id: number;
  clientId: string;
  scope: string;
  /** The account the person continued as; every token of the grant answers for it alone. */
  account: DemoAccount;
  revoked: boolean;
}

interface Token {
  grant: Grant;
  expiresAt: number;
  /** Refresh tokens only: set once it has been exchanged (rotation). */
  used?: boolean;
}

/**
 * The grants and live tokens, to carry over a restart. Spent, expired and revoked ones are left out:
 * Pinterest answers them exactly as it answers a token it never issued. Grants and codes saved
 * before there were two accounts name none: they are the first account's.
 */
export interface TokenSnapshot {
  grants: Array<Omit<Grant, 'account'> & { account?: string }>;
  codes: Array<[code: string, value: Omit<Code, 'account'> & { account?: string }]>;
  access: Array<[token: string, grantId: number, expiresAt: number]>;
  refresh: Array<[token: string, grantId: number, expiresAt: number]>;
}

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  response_type: 'authorization_code' | 'refresh_token';
  token_type: 'bearer';
  expires_in: number;
  refresh_token_expires_in: number;
  refresh_token_expires_at: number;
  scope: string;
}

/** Pinterest's tokens start pina_ (access) and pinr_ (refresh); the rest is opaque. */
const newToken = (prefix: string) => `${prefix}${randomBytes(30).toString('base64url')}`;

export class TokenStore {
  private codes = new Map<string, Code>();
  private access = new Map<string, Token>();
  private refresh = new Map<string, Token>();
  private grants = 0;

  constructor(
    private readonly settings: TokenSettings,
    /** Called after every change, so the caller can save a snapshot. */
    private readonly onChange: () => void = () => {},
  ) {}

  snapshot(now = Date.now()): TokenSnapshot {
    const live = (entries: Map<string, Token>) =>
      [...entries].filter(([, t]) => !t.used && !t.grant.revoked && t.expiresAt > now);
    const access = live(this.access);
    const refresh = live(this.refresh);
    const grants = new Map([...access, ...refresh].map(([, t]) => [t.grant.id, t.grant]));
    return {
      grants: [...grants.values()],
      codes: [...this.codes].filter(([, c]) => !c.used && c.expiresAt > now),
      access: access.map(([token, t]) => [token, t.grant.id, t.expiresAt]),
      refresh: refresh.map(([token, t]) => [token, t.grant.id, t.expiresAt]),
    };
  }

  restore(snapshot: TokenSnapshot): void {
    this.clear();
    const grants = new Map(
      snapshot.grants.map((grant) => [grant.id, { ...grant, account: accountOf(grant.account) }]),
    );
    for (const [code, value] of snapshot.codes)
      this.codes.set(code, { ...value, account: accountOf(value.account) });
    for (const [token, grantId, expiresAt] of snapshot.access) {
      const grant = grants.get(grantId);
      if (grant) this.access.set(token, { grant, expiresAt });
    }
    for (const [token, grantId, expiresAt] of snapshot.refresh) {
      const grant = grants.get(grantId);
      if (grant) this.refresh.set(token, { grant, expiresAt });
    }
    this.grants = Math.max(0, ...grants.keys());
  }

  issueCode(clientId: string, redirectUri: string, scope: string, account: DemoAccount): string {
    const code = randomBytes(20).toString('hex');
    this.codes.set(code, {
      clientId,
      redirectUri,
      grantScope: scope,
      account,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    this.onChange();
    return code;
  }

  /** Single use, unexpired, same app and same redirect_uri as the consent, as OAuth requires. */
  exchangeCode(code: string, clientId: string, redirectUri: string): IssuedTokens | null {
    const found = this.codes.get(code);
    if (!found || found.used || found.expiresAt <= Date.now()) return null;
    if (found.clientId !== clientId || found.redirectUri !== redirectUri) return null;
    found.used = true;
    const grant: Grant = {
      id: ++this.grants,
      clientId,
      scope: found.grantScope,
      account: found.account,
      revoked: false,
    };
    return this.issue(grant, 'authorization_code');
  }

  exchangeRefresh(refreshToken: string, clientId: string): IssuedTokens | null {
    const found = this.refresh.get(refreshToken);
    if (!found || found.used || found.grant.revoked || found.expiresAt <= Date.now()) return null;
    if (found.grant.clientId !== clientId) return null;
    found.used = true;
    return this.issue(found.grant, 'refresh_token');
  }

  /** A grant straight away, for tests and demo mode that need not click through the consent page. */
  issueDirect(clientId: string, scope: string, account: DemoAccount): IssuedTokens {
    const grant: Grant = { id: ++this.grants, clientId, scope, account, revoked: false };
    return this.issue(grant, 'authorization_code');
  }

  /** What a usable access token may do and for whom, or null when it is unknown, expired or revoked. */
  grantOf(accessToken: string): { scopes: string[]; account: DemoAccount } | null {
    const found = this.access.get(accessToken);
    if (!found || found.grant.revoked || found.expiresAt <= Date.now()) return null;
    return { scopes: found.grant.scope.split(',').filter(Boolean), account: found.grant.account };
  }

  /** Revoking either token of a grant ends the whole grant (the user's connection). */
  revoke(token: string): void {
    const found = this.access.get(token) ?? this.refresh.get(token);
    if (found) found.grant.revoked = true;
    this.onChange();
  }

  revokeAll(): void {
    for (const token of [...this.access.values(), ...this.refresh.values()]) token.grant.revoked = true;
    this.onChange();
  }

  expireAccessTokens(): void {
    for (const token of this.access.values()) token.expiresAt = Date.now() - 1;
    this.onChange();
  }

  clear(): void {
    this.codes.clear();
    this.access.clear();
    this.refresh.clear();
  }

  private issue(grant: Grant, responseType: IssuedTokens['response_type']): IssuedTokens {
    const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = this.settings;
    const now = Date.now();
    const accessToken = newToken('pina_');
    const refreshToken = newToken('pinr_');
    this.access.set(accessToken, { grant, expiresAt: now + accessTokenTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { grant, expiresAt: now + refreshTokenTtlSeconds * 1000 });
    this.onChange();
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      response_type: responseType,
      token_type: 'bearer',
      expires_in: accessTokenTtlSeconds,
      refresh_token_expires_in: refreshTokenTtlSeconds,
      refresh_token_expires_at: Math.floor(now / 1000) + refreshTokenTtlSeconds,
      scope: grant.scope,
    };
  }
}
