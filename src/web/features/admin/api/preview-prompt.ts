// POST /api/admin/prompts/preview {kind, template} → the template rendered against a sample
// board; no AI provider is called.
import type { z } from 'zod';
import { type previewPromptBody, previewPromptResponse } from '../../../../shared/api/admin';
import { adminRequest } from './admin-request';

/** The Prompts tab's previewer (PromptEditor runs it as a mutation). */
export function previewPrompt(body: z.input<typeof previewPromptBody>) {
  return adminRequest('/api/admin/prompts/preview', { method: 'POST', body, schema: previewPromptResponse });
}
