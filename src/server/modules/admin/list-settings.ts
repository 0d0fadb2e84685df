// GET /api/admin/settings: every global setting (feature flags, models, prompts), grouped by
// category then key, as the Prompts and Settings tabs read them.
import type { GlobalSetting } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';

export function toSettingDto(row: typeof globalSettings.$inferSelect): GlobalSetting {
  return {
    setting_key: row.settingKey,
    setting_value: row.settingValue,
    description: row.description,
    category: row.category,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Sorted here, not in SQL, so the order does not depend on the database's collation. */
export async function listSettings(options: { db: Database }): Promise<GlobalSetting[]> {
  const rows = await options.db.select().from(globalSettings);
  return rows
    .sort(
      (a, b) => a.category.localeCompare(b.category, 'en') || a.settingKey.localeCompare(b.settingKey, 'en'),
    )
    .map(toSettingDto);
}
