// The prompt templates and models generation uses, kept as global settings (categories
// prompts and models) so staff can change them from the admin console without a deploy. The
// prompts are read by the settings module (loadStaffPrompts), beside a workspace's own (ADR 0037).
import { inArray } from 'drizzle-orm';
import type { AiConfig } from '../../config-ai';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';
import { DEFAULT_AI_SETTINGS, type PromptSetting } from '../../integrations/ai/prompts';

export interface GenerationSettings {
  models: { text: string; image: string };
}

/** The seeded defaults; the models follow the server's configuration (AI_TEXT_MODEL, AI_IMAGE_MODEL). */
function generationSettingDefaults(ai: AiConfig): PromptSetting[] {
  const configured: Record<string, string> = { model_text: ai.text.model, model_image: ai.image.model };
  return DEFAULT_AI_SETTINGS.map((d) => ({
    ...d,
    setting_value: configured[d.setting_key] ?? d.setting_value,
  }));
}

/** Writes the defaults that are missing; never overwrites what staff changed. */
export async function ensureGenerationSettings(options: { db: Database; ai: AiConfig }): Promise<void> {
  await options.db
    .insert(globalSettings)
    .values(
      generationSettingDefaults(options.ai).map((d) => ({
        settingKey: d.setting_key,
        settingValue: d.setting_value,
        description: d.description,
        category: d.category,
      })),
    )
    .onConflictDoNothing({ target: globalSettings.settingKey });
}

/** The current models; a missing or blank one falls back to its default. */
export async function loadGenerationSettings(options: {
  db: Database;
  ai: AiConfig;
}): Promise<GenerationSettings> {
  const defaults = generationSettingDefaults(options.ai);
  const rows = await options.db
    .select({ key: globalSettings.settingKey, value: globalSettings.settingValue })
    .from(globalSettings)
    .where(
      inArray(
        globalSettings.settingKey,
        defaults.map((d) => d.setting_key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value.trim()]));
  const value = (key: string) =>
    stored.get(key) || (defaults.find((d) => d.setting_key === key)?.setting_value ?? '');
  return {
    models: { text: value('model_text'), image: value('model_image') },
  };
}
