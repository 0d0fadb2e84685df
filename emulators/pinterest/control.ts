// The control API under /__emulator/* (no auth), for tests in other processes and manual poking.
import { DEMO_ACCOUNTS, isDemoAccount } from './accounts';
import type { PinterestFault } from './faults';
import type { Reply } from './http';
import type { PinterestEmulator } from './server';

export function control(emulator: PinterestEmulator, method: string, path: string, body: unknown): Reply {
  const ok = (payload: unknown): Reply => ({ status: 200, body: payload });
  const route = `${method} ${path}`;
  switch (route) {
    case 'POST /__emulator/faults':
      try {
        emulator.setFault(body as PinterestFault);
        return ok({ fault: emulator.fault() });
      } catch (error) {
        return { status: 400, body: { message: (error as Error).message } };
      }
    case 'DELETE /__emulator/faults':
      emulator.setFault(null);
      return ok({ fault: null });
    case 'GET /__emulator/requests':
      return ok({ requests: emulator.requests() });
    case 'DELETE /__emulator/requests':
      emulator.clearRequests();
      return ok({ requests: [] });
    case 'GET /__emulator/state':
      return ok({
        boards: emulator.boards(),
        pins: emulator.pins(),
        accounts: Object.fromEntries(
          DEMO_ACCOUNTS.map((account) => [
            account,
            { boards: emulator.boards(account), pins: emulator.pins(account) },
          ]),
        ),
      });
    case 'POST /__emulator/tokens': {
      const { scope, account } = (body ?? {}) as { scope?: string; account?: unknown };
      // A typo in a test's account should fail loudly, not quietly connect the first account.
      if (account !== undefined && !isDemoAccount(account))
        return {
          status: 400,
          body: { message: `Unknown account ${String(account)}; one of ${DEMO_ACCOUNTS.join(', ')}.` },
        };
      return ok(emulator.issueTokens(scope, account));
    }
    case 'POST /__emulator/revoke-tokens':
      emulator.revokeAllTokens();
      return ok({ revoked: true });
    case 'POST /__emulator/expire-access-tokens':
      emulator.expireAccessTokens();
      return ok({ expired: true });
    case 'POST /__emulator/reset':
      emulator.reset();
      return ok({ reset: true });
    default:
      return { status: 404, body: { message: `Unknown emulator route ${route}` } };
  }
}
