// Contracts shared by settings, prompts and the API history.
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';

export const SETTING_CATEGORIES = ['prompts', 'models', 'features'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export const API_CALL_TYPES = ['text', 'image'] as const;
export type ApiCallType = (typeof API_CALL_TYPES)[number];

/**
 * Prompt template variables by kind (docs/product.md §9), written {{name}} in a template. `link` (the
 * pin's destination link) and `page_title` / `page_text` (the page a pin is made from,
 * ADR 0022) are more a template may use; the default ones do not.
 */
export const PROMPT_VARIABLES = {
  title: ['board_name', 'board_description', 'pin_history', 'link', 'page_title', 'page_text'],
  description: ['title', 'board_name', 'board_description', 'link', 'page_title', 'page_text'],
  image: ['title', 'description', 'board_name', 'board_description', 'style_config'],
} as const;
export type PromptKind = keyof typeof PROMPT_VARIABLES;
export const PROMPT_KINDS = ['title', 'description', 'image'] as const satisfies readonly PromptKind[];

/** One version of a workspace's own prompt (ADR 0037): what a pin and an API call say wrote them. */
const promptVersionUsed = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  /** The board the prompt is for; null for the workspace's prompt. */
  board_id: z.string().nullable(),
});

/** Which custom prompt wrote each part; null for Pinloom's default prompt (staff's). */
export const promptVersionsUsed = z.object({
  title: promptVersionUsed.nullable(),
  description: promptVersionUsed.nullable(),
  image: promptVersionUsed.nullable(),
});
export type PromptVersionsUsed = z.infer<typeof promptVersionsUsed>;
/** A generation that used only Pinloom's default prompts. */
export const DEFAULT_PROMPT_VERSIONS: PromptVersionsUsed = { title: null, description: null, image: null };

export const usageResponse = z.object({
  /** The plan whose limits apply now (the workspace's, in force). */
  plan: z.enum(PLAN_NAMES),
  month: z.object({ used: z.number(), limit: z.number(), remaining: z.number(), resets_at: z.string() }),
  day: z.object({ used: z.number(), limit: z.number(), remaining: z.number(), resets_at: z.string() }),
  boards: z.object({ used: z.number(), limit: z.number().nullable() }),
  /** The user's IANA time zone: the days and resets above are the user's, read in it. */
  time_zone: z.string(),
});
export type Usage = z.infer<typeof usageResponse>;

/** The user's own AI provider settings as the API shows them: keys only as a hint. */
export const aiSettingsDto = z.object({
  text_base_url: z.string().nullable(),
  text_model: z.string().nullable(),
  text_api_key_hint: z.string().nullable(),
  image_base_url: z.string().nullable(),
  image_model: z.string().nullable(),
  image_api_key_hint: z.string().nullable(),
});
export type AiSettings = z.infer<typeof aiSettingsDto>;

const optionalUrl = z.union([z.literal(''), z.url('Base URL must be an http(s) URL').max(500)]).nullable();
const optionalKey = z.string().max(500, 'API key must be at most 500 characters').nullable();
const optionalModel = z.string().max(100, 'Model must be at most 100 characters').nullable();

/** PUT /settings/ai. A key left out is kept; null or '' removes it. */
export const updateAiSettingsBody = z.strictObject({
  text_base_url: optionalUrl.optional(),
  text_model: optionalModel.optional(),
  text_api_key: optionalKey.optional(),
  image_base_url: optionalUrl.optional(),
  image_model: optionalModel.optional(),
  image_api_key: optionalKey.optional(),
});
