// PUT /api/admin/settings: switches feature flags, all or nothing. Every key and value is checked
// before anything is written; the changes and their change-history entries share one transaction.
import { inArray } from 'drizzle-orm';
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS, type FeatureFlag } from '../../../shared/api/admin';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { globalSettings } from '../../db/schema';
import { type AuditAuthor, recordAudit } from './record-audit';

const FLAG_VALUES = ['true', 'false'];

function isFeatureFlag(key: string): key is FeatureFlag {
  return (FEATURE_FLAG_KEYS as string[]).includes(key);
}

/** Answers the flags whose value changed, by name. */
export async function updateFeatureFlags(options: {
  db: Database;
  admin: AuditAuthor;
  settings: Record<string, string>;
  now: Date;
}): Promise<{ updated: FeatureFlag[] }> {
  const entries = Object.entries(options.settings);
  if (entries.length === 0) {
    throw new AppError(
      'validation_error',
      `settings must name at least one flag (${FEATURE_FLAG_KEYS.join(', ')})`,
    );
  }
  const unknown = entries.map(([key]) => key).filter((key) => !isFeatureFlag(key));
  if (unknown.length > 0) {
    throw new AppError(
      'validation_error',
      `Unknown setting${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
    );
  }
  const wrong = entries.find(([, value]) => !FLAG_VALUES.includes(value));
  if (wrong) throw new AppError('validation_error', `${wrong[0]} must be 'true' or 'false'`);
  const wanted = new Map(entries as [FeatureFlag, string][]);

  return options.db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: globalSettings.settingKey, value: globalSettings.settingValue })
      .from(globalSettings)
      .where(inArray(globalSettings.settingKey, [...wanted.keys()]))
      .for('update');
    // A missing flag counts as on (modules/flags), so switching it on changes nothing.
    const current = new Map(rows.map((row) => [row.key, row.value === 'false' ? 'false' : 'true']));
    const updated: FeatureFlag[] = [];
    for (const [key, value] of [...wanted].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
      const old = current.get(key) ?? 'true';
      if (old === value) continue;
      await tx
        .insert(globalSettings)
        .values({
          settingKey: key,
          settingValue: value,
          description: FEATURE_FLAGS[key],
          category: 'features',
        })
        .onConflictDoUpdate({
          target: globalSettings.settingKey,
          set: { settingValue: value, updatedAt: options.now },
        });
      await recordAudit({
        db: tx,
        admin: options.admin,
        action: 'flag.update',
        target: key,
        oldValue: old,
        newValue: value,
      });
      updated.push(key);
    }
    return { updated };
  });
}
