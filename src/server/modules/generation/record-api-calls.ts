// Stores provider calls in the API history (docs/product.md §3 "API call record"), under the user
// whose history staff see them in: a workspace's paying owner (ADR 0032).

import type { PromptVersionsUsed } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { apiCalls } from '../../db/schema';
import type { ProviderCall } from '../../integrations/ai/types';

/** Bodies are capped so one odd response cannot bloat the history. */
const MAX_BODY_CHARS = 20_000;

/**
 * The custom prompt versions a call was sent: a text call the title's and description's, an image
 * call the image's; null when they were Pinloom's (ADR 0037).
 */
function versionsOfCall(
  type: ProviderCall['type'],
  used: PromptVersionsUsed | null,
): PromptVersionsUsed | null {
  if (!used) return null;
  const versions: PromptVersionsUsed =
    type === 'text'
      ? { title: used.title, description: used.description, image: null }
      : { title: null, description: null, image: used.image };
  return versions.title || versions.description || versions.image ? versions : null;
}

export async function recordApiCalls(options: {
  db: Database;
  userId: string;
  calls: ProviderCall[];
  /** The prompt versions the generation used; null or left out for Pinloom's. */
  promptVersions?: PromptVersionsUsed | null;
}): Promise<void> {
  if (options.calls.length === 0) return;
  await options.db.insert(apiCalls).values(
    options.calls.map((call) => ({
      userId: options.userId,
      type: call.type,
      provider: call.provider,
      model: call.model,
      statusCode: call.statusCode,
      prompt: call.prompt,
      tokens: call.tokens,
      cost: call.cost,
      durationMs: Math.round(call.durationMs),
      requestBody: cap(call.requestBody),
      responseBody: cap(call.responseBody),
      errorMessage: call.errorMessage,
      promptVersions: versionsOfCall(call.type, options.promptVersions ?? null),
    })),
  );
}

function cap(text: string): string {
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}… [truncated]` : text;
}
