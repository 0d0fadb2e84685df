// Pinloom's prompt templates (staff edit them in the admin console's Prompts tab): what a
// workspace's own prompts replace, and what generation uses when it has none (ADR 0037).
import { inArray } from 'drizzle-orm';
import { PROMPT_KINDS, type PromptKind } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';
import { DEFAULT_AI_SETTINGS } from '../../integrations/ai/prompts';

const settingKey = (kind: PromptKind) => `prompt_${kind}`;

/** The saved templates; a missing or blank one falls back to its default. */
export async function loadStaffPrompts(options: { db: Database }): Promise<Record<PromptKind, string>> {
  const keys = PROMPT_KINDS.map(settingKey);
  const rows = await options.db
    .select({ key: globalSettings.settingKey, value: globalSettings.settingValue })
    .from(globalSettings)
    .where(inArray(globalSettings.settingKey, keys));
  const stored = new Map(rows.map((row) => [row.key, row.value.trim()]));
  const value = (kind: PromptKind) =>
    stored.get(settingKey(kind)) ||
    (DEFAULT_AI_SETTINGS.find((d) => d.setting_key === settingKey(kind))?.setting_value ?? '');
  return { title: value('title'), description: value('description'), image: value('image') };
}
