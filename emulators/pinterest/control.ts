// The control API under /__emulator/* (no auth), for tests in other processes and manual poking.
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
      return ok({ boards: emulator.boards(), pins: emulator.pins() });
    case 'POST /__emulator/tokens':
      return ok(emulator.issueTokens((body as { scope?: string } | undefined)?.scope));
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
