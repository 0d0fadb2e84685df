// Feature flags: global settings of category 'features' whose value is the text 'true' or
// 'false' (docs/product.md §4). Staff switch them in the admin console; the modules that own each
// feature read them here and refuse or hold their work while a flag is off (ADR 0019).
import { inArray } from 'drizzle-orm';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlag } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';

type FeatureFlags = Record<FeatureFlag, boolean>;

/** Writes the flags that are missing, all on; never overwrites what staff changed. */
export async function ensureFeatureFlags(options: { db: Database }): Promise<void> {
  await options.db
    .insert(globalSettings)
    .values(
      FEATURE_FLAG_KEYS.map((key) => ({
        settingKey: key,
        settingValue: 'true',
        description: FEATURE_FLAGS[key],
        category: 'features' as const,
      })),
    )
    .onConflictDoNothing({ target: globalSettings.settingKey });
}

/** Every flag; one that is missing counts as on, anything but 'false' too. */
export async function loadFeatureFlags(options: { db: Database }): Promise<FeatureFlags> {
  const rows = await options.db
    .select({ key: globalSettings.settingKey, value: globalSettings.settingValue })
    .from(globalSettings)
    .where(inArray(globalSettings.settingKey, FEATURE_FLAG_KEYS));
  const off = new Set(rows.filter((row) => row.value === 'false').map((row) => row.key));
  return Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, !off.has(key)])) as FeatureFlags;
}

export async function isFeatureEnabled(options: { db: Database; flag: FeatureFlag }): Promise<boolean> {
  return (await loadFeatureFlags(options))[options.flag];
}
