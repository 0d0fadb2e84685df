// Contracts of the admin console (docs/product.md §3, §7): stats, users, suspension, settings and flags,
// prompts, the API history, the change history and the system facts. Field names follow the spec
// where it names them (camelCase stats, snake_case rows).
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';
import { SUBSCRIPTION_STATUSES } from './auth';
import { PIN_STATUSES } from './pins';
import {
  API_CALL_TYPES,
  PROMPT_VARIABLES,
  type PromptKind,
  promptVersionsUsed,
  SETTING_CATEGORIES,
} from './settings';
import { WORKSPACE_ROLES } from './workspaces';

/** docs/product.md §9: the user list's page size, its page buttons, and the API history's length. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_BUTTONS = 5;
export const API_HISTORY_LIMIT = 100;
/** Longest search the user list takes; longer is refused, not cut. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** Longest prompt template staff may save. */
export const PROMPT_MAX_LENGTH = 4000;
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** The image and text models offered by name (docs/product.md §9); any other name is a custom model. */
export const IMAGE_MODELS = ['dall-e-3', 'dall-e-2', 'gpt-image-1'] as const;
export const TEXT_MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'] as const;

/**
 * Feature flags (global settings of category 'features', values 'true' or 'false'). Every one is
 * enforced by the server; ADR 0019 says what each stops and what it keeps.
 */
export const FEATURE_FLAGS = {
  signups_enabled: 'New sign-ups: when off, /signup and POST /api/auth/register refuse new accounts',
  pin_generation_enabled: 'Pin generation: when off, every generate call is refused; pins already made stay',
  ai_images_enabled: 'AI image generation: when off, pins get local artwork (text is still written by AI)',
  auto_publishing_enabled:
    'Automatic publishing: when off, scheduled pins are held (not dropped) until it is on',
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlag[];

/** The editable prompt and model settings (PUT /api/admin/prompts/{setting_key}). */
export const PROMPT_SETTING_KEYS = [
  'prompt_title',
  'prompt_description',
  'prompt_image',
  'model_text',
  'model_image',
] as const;
export type PromptSettingKey = (typeof PROMPT_SETTING_KEYS)[number];

/** A model name as OpenAI and compatible servers spell them (gpt-4o, llama3.1:8b, org/model). */
const MODEL_NAME = /^[A-Za-z0-9._:/-]{1,100}$/;

/**
 * What is wrong with a prompt template of this kind, as the sentence staff see; null when every
 * `{{variable}}` it names is one docs/product.md §9 allows for the kind (anything in double braces counts).
 */
export function promptTemplateProblem(kind: PromptKind, template: string): string | null {
  const allowed: readonly string[] = PROMPT_VARIABLES[kind];
  for (const [, inner = ''] of template.matchAll(/\{\{([^{}]*)\}\}/g)) {
    const name = inner.trim();
    if (!allowed.includes(name)) {
      const list = allowed.map((variable) => `{{${variable}}}`).join(', ');
      return `Unknown variable {{${name}}} in the ${kind} prompt. Allowed: ${list}`;
    }
  }
  return null;
}

/** What is wrong with a new value of a prompt or model setting; null when it can be saved as trimmed. */
export function promptSettingProblem(key: PromptSettingKey, value: string): string | null {
  const trimmed = value.trim();
  if (key === 'model_text' || key === 'model_image') {
    return MODEL_NAME.test(trimmed)
      ? null
      : "A model name is 1 to 100 letters, digits, '.', '-', '_', ':' or '/'";
  }
  const kind = key.slice('prompt_'.length) as PromptKind;
  if (!trimmed) return `The ${kind} prompt cannot be empty`;
  if (trimmed.length > PROMPT_MAX_LENGTH) {
    return `The ${kind} prompt must be at most ${PROMPT_MAX_LENGTH} characters (it has ${trimmed.length})`;
  }
  return promptTemplateProblem(kind, trimmed);
}

const count = z.number().int().nonnegative();
const instant = z.string();

/** GET /api/admin/stats. "Today" is the current UTC calendar day (from `todayStartsAt`). */
export const adminStatsResponse = z.object({
  totalUsers: count,
  activeSubscribers: count,
  pinsGeneratedToday: count,
  totalBoards: count,
  freeUsers: count,
  starterUsers: count,
  proUsers: count,
  enterpriseUsers: count,
  todayStartsAt: instant,
  /** Pins published each UTC day of the last 30, oldest first, today last (zeros included). */
  published_per_day: z.array(z.object({ date: z.string(), count })),
  /** Publishing failures (a pin moved to failed) each UTC day of the last 30, as published_per_day. */
  failed_per_day: z.array(z.object({ date: z.string(), count })),
  /** Analytics collection across every connected Pinterest account (ADR 0041). */
  analytics_collection: z.object({
    accounts_ok: count,
    /** Lost connections, whose collection waits for the person to connect again. */
    accounts_paused: count,
    accounts_failed: count,
    /** The latest run of any account's collection; null before the first. */
    last_run_at: instant.nullable(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

/**
 * One row of the user tables (docs/product.md §3 "Admin user row"), plus whether staff suspended it.
 * @internal for tests and benchmarks, not production code
 */
export const adminUserRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  subscription_plan: z.enum(PLAN_NAMES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  pins_generated_this_month: count,
  pins_scheduled_today: count,
  created_at: instant,
  suspended_at: instant.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const recentUsersResponse = z.object({ users: z.array(adminUserRow) });

export const paginationDto = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: count,
  totalPages: count,
});
export type Pagination = z.infer<typeof paginationDto>;

/** GET /api/admin/users?page&limit&search: search matches name or email, any case. */
export const adminUsersQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(ADMIN_USERS_PAGE_SIZE),
  search: z
    .string()
    .max(ADMIN_SEARCH_MAX_LENGTH, `search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
    .default(''),
});
export const adminUsersResponse = z.object({ users: z.array(adminUserRow), pagination: paginationDto });

/** @internal for tests and benchmarks, not production code */
export const apiCallRecord = z.object({
  id: z.string(),
  type: z.enum(API_CALL_TYPES),
  status_code: z.number().int(),
  model: z.string(),
  provider: z.string(),
  prompt_preview: z.string(),
  tokens: count,
  /** Dollars. */
  cost: z.number().nonnegative(),
  /** Milliseconds. */
  duration: count,
  timestamp: instant,
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  /** The workspace's own prompt versions the call was sent (ADR 0037); null: Pinloom's prompts. */
  prompt_versions: promptVersionsUsed.nullable(),
});
export type ApiCallRecord = z.infer<typeof apiCallRecord>;

export const apiCallDetail = apiCallRecord.extend({
  prompt: z.string(),
  request_body: z.string(),
  response_body: z.string(),
  error_message: z.string().nullable(),
});
export type ApiCallDetail = z.infer<typeof apiCallDetail>;

/** Filters of the API history list and its totals. status: 'success' is 2xx, 'error' anything else. */
const apiHistoryFilters = {
  type: z.enum(API_CALL_TYPES, { error: "type must be 'text' or 'image'" }).optional(),
  status: z.enum(['success', 'error'], { error: "status must be 'success' or 'error'" }).optional(),
  /** A user's email (any case, exact). */
  user: z.string().max(320, 'user must be at most 320 characters').optional(),
};
export const apiHistoryQuery = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${API_HISTORY_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${API_HISTORY_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${API_HISTORY_LIMIT}`)
    .max(API_HISTORY_LIMIT, `limit must be a whole number from 1 to ${API_HISTORY_LIMIT}`)
    .default(API_HISTORY_LIMIT),
  ...apiHistoryFilters,
});
/** GET /api/admin/api-history: the newest calls first (docs/product.md §7: a list of records). */
export const apiHistoryResponse = z.array(apiCallRecord);
export const apiHistoryTotalsQuery = z.strictObject(apiHistoryFilters);
/** GET /api/admin/api-history/totals. Today and this month are UTC, as the stats. */
export const apiHistoryTotalsResponse = z.object({
  calls_today: count,
  cost_today: z.number().nonnegative(),
  calls_this_month: count,
  cost_this_month: z.number().nonnegative(),
});
export type ApiHistoryTotals = z.infer<typeof apiHistoryTotalsResponse>;
export const clearApiHistoryResponse = z.object({ success: z.literal(true), deleted: count });

/** GET /api/admin/users/{id}: what staff need to understand one account. */
export const adminUserDetailResponse = z.object({
  user: adminUserRow.extend({
    billing_cycle: z.string(),
    trial_ends_at: instant.nullable(),
    time_zone: z.string(),
    last_login_at: instant.nullable(),
    suspended_reason: z.string().nullable(),
  }),
  usage: z.object({
    month: z.object({ used: count, limit: count }),
    day: z.object({ used: count, limit: count }),
  }),
  boards: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      pins_per_day: count,
      pin_count: count,
      linked_to_pinterest: z.boolean(),
    }),
  ),
  pins_by_status: z.record(z.enum(PIN_STATUSES), count),
  pinterest: z.object({ username: z.string(), status: z.string(), connected_at: instant }).nullable(),
  api_calls: z.object({
    recent: z.array(apiCallRecord),
    calls_this_month: count,
    cost_this_month: z.number().nonnegative(),
  }),
  /** The workspaces the person is a member of, with their role in each (ADR 0032), oldest first. */
  workspaces: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      joined_at: instant,
      suspended_at: instant.nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailResponse>;

export const suspendUserBody = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'Give a reason for the suspension')
    .max(SUSPENSION_REASON_MAX_LENGTH, `reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`),
});
/** POST /api/admin/users/{id}/suspend and /unsuspend answer the updated row. */
export const suspensionResponse = z.object({ user: adminUserRow });

/** @internal for tests and benchmarks, not production code */
export const globalSettingDto = z.object({
  setting_key: z.string(),
  setting_value: z.string(),
  description: z.string(),
  category: z.enum(SETTING_CATEGORIES),
  updated_at: instant,
});
export type GlobalSetting = z.infer<typeof globalSettingDto>;
/** GET /api/admin/settings: every global setting (docs/product.md §7: a list of settings). */
export const adminSettingsResponse = z.array(globalSettingDto);

/** PUT /api/admin/settings: feature flags only, all or nothing. */
export const updateFlagsBody = z.strictObject({
  settings: z.record(
    z.string(),
    z.string({ error: (issue) => `${String(issue.path?.at(-1) ?? 'Each flag')} must be 'true' or 'false'` }),
    { error: "settings must map flag names to 'true' or 'false'" },
  ),
});
export const updateFlagsResponse = z.object({ success: z.literal(true), updated: z.array(z.string()) });

/** PUT /api/admin/prompts/{setting_key}. */
export const updatePromptBody = z.strictObject({
  value: z.string({ error: 'value is required' }),
  description: z.string().max(500, 'description must be at most 500 characters').optional(),
});
export const updatePromptResponse = z.object({ success: z.literal(true), setting: globalSettingDto });

/** POST /api/admin/prompts/preview: a template rendered against a sample board, no provider called. */
export const previewPromptBody = z.strictObject({
  kind: z.enum(['title', 'description', 'image'], {
    error: "kind must be 'title', 'description' or 'image'",
  }),
  template: z.string().max(PROMPT_MAX_LENGTH, `template must be at most ${PROMPT_MAX_LENGTH} characters`),
});
export const previewPromptResponse = z.object({
  rendered: z.string(),
  sample_board: z.object({ name: z.string(), description: z.string() }),
});

/** @internal for tests and benchmarks, not production code */
export const ADMIN_AUDIT_ACTIONS = [
  'flag.update',
  'prompt.update',
  'model.update',
  'user.suspend',
  'user.unsuspend',
  'workspace.suspend',
  'workspace.unsuspend',
  'api_history.clear',
  /** Support (modules/support): an answer sent to a customer, a ticket's status changed by hand. */
  'ticket.answer',
  'ticket.status',
  /** Support by plan (ADR 0033): a phone call marked done or requested again; an account manager set. */
  'phone_call.status',
  'account_manager.assign',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** @internal for tests and benchmarks, not production code */
export const auditEntryDto = z.object({
  id: z.string(),
  admin_email: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  target: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_at: instant,
});
export type AuditEntry = z.infer<typeof auditEntryDto>;
/** GET /api/admin/audit-log?limit=50: newest first. */
export const auditLogQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200' })
    .int('limit must be a whole number from 1 to 200')
    .min(1, 'limit must be a whole number from 1 to 200')
    .max(200, 'limit must be a whole number from 1 to 200')
    .default(50),
});
export const auditLogResponse = z.array(auditEntryDto);

/** GET /api/admin/system: live facts, read when asked. */
export const systemInfoResponse = z.object({
  environment: z.string(),
  version: z.string(),
  started_at: instant,
  uptime_seconds: count,
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), round_trip_ms: z.number().nonnegative() }),
  /** null when the job queue's tables are not there yet (no process has started the queue). */
  jobs: z.object({ queued: count, active: count, failed_last_24h: count }).nullable(),
  pinterest_mode: z.enum(['demo', 'live']),
  ai: z.object({ text: z.string(), image: z.string() }),
});
export type SystemInfo = z.infer<typeof systemInfoResponse>;

/** GET /api/features (public): the flags the app's screens need to explain themselves. */
export const featuresResponse = z.object({
  signups: z.boolean(),
  pin_generation: z.boolean(),
  ai_images: z.boolean(),
  auto_publishing: z.boolean(),
});
export type Features = z.infer<typeof featuresResponse>;
