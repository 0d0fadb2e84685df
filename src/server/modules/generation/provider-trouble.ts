// What went wrong with an AI provider, in words a user can act on and without its internals:
// shared by generation and by the redraw of a pin moved to another board.
import type { ProviderError } from '../../integrations/ai/types';

export function providerTrouble(error: ProviderError): string {
  const reason =
    error.statusCode === 401
      ? 'the API key was refused'
      : error.statusCode === 429
        ? 'the provider is rate limiting requests'
        : 'the provider did not answer correctly';
  return `${reason} (${error.provider})`;
}
