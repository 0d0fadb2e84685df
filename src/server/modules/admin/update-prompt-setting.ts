// PUT /api/admin/prompts/{setting_key}: saves a prompt template or a model name. A template may
// use only its kind's variables (docs/product.md §9); a model may be any name an OpenAI-compatible server
// knows. Generation reads the saved value from its next pin on (generation-settings.ts).
import { eq } from 'drizzle-orm';
import { type GlobalSetting, type PromptSettingKey, promptSettingProblem } from '../../../shared/api/admin';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';
import { DEFAULT_AI_SETTINGS } from '../../integrations/ai/prompts';
import { toSettingDto } from './list-settings';
import { type AuditAuthor, recordAudit } from './record-audit';

const isModel = (key: PromptSettingKey) => key === 'model_text' || key === 'model_image';

/** An unchanged value writes nothing (and no change-history entry) and answers the setting as it is. */
export async function updatePromptSetting(options: {
  db: Database;
  admin: AuditAuthor;
  key: PromptSettingKey;
  value: string;
  description?: string;
  now: Date;
}): Promise<GlobalSetting> {
  const { key } = options;
  const problem = promptSettingProblem(key, options.value);
  if (problem) throw new AppError('validation_error', problem);
  const value = options.value.trim();
  const description = options.description?.trim();

  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(globalSettings)
      .where(eq(globalSettings.settingKey, key))
      .for('update');
    const valueChanged = row?.settingValue !== value;
    const descriptionChanged = description !== undefined && description !== row?.description;
    if (row && !valueChanged && !descriptionChanged) return toSettingDto(row);

    const defaults = DEFAULT_AI_SETTINGS.find((setting) => setting.setting_key === key);
    const [saved] = await tx
      .insert(globalSettings)
      .values({
        settingKey: key,
        settingValue: value,
        description: description ?? defaults?.description ?? '',
        category: isModel(key) ? 'models' : 'prompts',
      })
      .onConflictDoUpdate({
        target: globalSettings.settingKey,
        set: {
          settingValue: value,
          updatedAt: options.now,
          ...(description === undefined ? {} : { description }),
        },
      })
      .returning();
    if (!saved) throw new Error('setting upsert returned no row');
    if (valueChanged) {
      await recordAudit({
        db: tx,
        admin: options.admin,
        action: isModel(key) ? 'model.update' : 'prompt.update',
        target: key,
        oldValue: row?.settingValue ?? null,
        newValue: value,
      });
    }
    return toSettingDto(saved);
  });
}
