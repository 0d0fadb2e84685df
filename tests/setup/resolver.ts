// The DNS of a test app: a fixed table instead of the network (there is none in CI), so tests
// can make a name resolve to any address, or change what it resolves to between two calls.
import type { ResolvedAddress, ResolveHost } from '../../src/server/integrations/outbound/outbound';

type Answer = string[] | (() => string[]);

/** Names the default test app knows; anything else is not found. */
const TEST_HOSTS: Record<string, Answer> = {
  localhost: ['127.0.0.1', '::1'],
  'api.openai.com': ['162.159.140.245'],
};

export function resolverFor(table: Record<string, Answer> = {}): ResolveHost {
  const hosts = { ...TEST_HOSTS, ...table };
  return async (hostname) => {
    const answer = hosts[hostname.toLowerCase()];
    const addresses = typeof answer === 'function' ? answer() : answer;
    if (!addresses?.length)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
