// What went wrong with an AI provider, in words a user can act on and without its internals:
// shared by generation (every pin made on a board, from a link or from a feed) and by the repaint of
// a pin moved to a board of another look (ADR 0012); redrawing a title calls no provider.
import { ADDRESS_REFUSED_STATUS } from '../../integrations/ai/openai-calls';
import type { ProviderError } from '../../integrations/ai/types';

export function providerTrouble(error: ProviderError): string {
  // The user's own base URL was refused before any call (integrations/outbound): say why.
  if (error.statusCode === ADDRESS_REFUSED_STATUS) return `${lowerFirst(error.message)} (${error.provider})`;
  const reason =
    error.statusCode === 401
      ? 'the API key was refused'
      : error.statusCode === 429
        ? 'the provider is rate limiting requests'
        : 'the provider did not answer correctly';
  return `${reason} (${error.provider})`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
