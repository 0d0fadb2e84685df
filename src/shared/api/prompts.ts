// Contracts of /api/prompts (ADR 0037): a workspace's own title, description and image prompts
// (Enterprise), for the whole workspace or one board, with the variables, validation and preview of
// the admin console's Prompts tab.
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';
import { previewPromptBody, previewPromptResponse } from './admin';
import { PROMPT_KINDS } from './settings';

export const promptKindParams = z.strictObject({
  kind: z.enum(PROMPT_KINDS, { error: "kind must be 'title', 'description' or 'image'" }),
});

/** One saved version of a workspace's prompt. */
const customPromptDto = z.object({
  id: z.string(),
  kind: z.enum(PROMPT_KINDS),
  /** Null: the workspace's prompt; else the board's, used before the workspace's. */
  board_id: z.string().nullable(),
  board_name: z.string().nullable(),
  version: z.number().int().positive(),
  template: z.string(),
  saved_at: z.string(),
});
export type CustomPrompt = z.infer<typeof customPromptDto>;

/** Every saved version, in the data export: removed ones say when. */
export const customPromptVersionDto = customPromptDto.extend({ removed_at: z.string().nullable() });
export type CustomPromptVersion = z.infer<typeof customPromptVersionDto>;

/** GET /api/prompts. */
export const customPromptsResponse = z.object({
  /** The plan in force includes custom prompts: generation uses them. Else they are kept, unused. */
  in_force: z.boolean(),
  plan: z.enum(PLAN_NAMES),
  kinds: z.array(
    z.object({
      kind: z.enum(PROMPT_KINDS),
      /** The {{variables}} a template of this kind may use. */
      variables: z.array(z.string()),
      /** Pinloom's prompt (staff's), which the workspace's own replaces. */
      default_template: z.string(),
      workspace: customPromptDto.nullable(),
      boards: z.array(customPromptDto),
    }),
  ),
});
export type CustomPrompts = z.infer<typeof customPromptsResponse>;

/** PUT /api/prompts/{kind}: a new version of the workspace's prompt, or of one board's. */
export const saveCustomPromptBody = z.strictObject({
  /** Checked as the admin's (promptSettingProblem): not empty, PROMPT_MAX_LENGTH, known variables. */
  template: z.string({ error: 'template is required' }),
  board_id: z.string().nullable().optional(),
});
export const saveCustomPromptResponse = z.object({ prompt: customPromptDto });

/** DELETE /api/prompts/{kind}?board_id=: back to the workspace's prompt, or to Pinloom's. */
export const removeCustomPromptQuery = z.strictObject({ board_id: z.string().optional() });

/** POST /api/prompts/preview: the admin console's preview, for a workspace. */
export const customPromptPreviewBody = previewPromptBody;
export const customPromptPreviewResponse = previewPromptResponse;
