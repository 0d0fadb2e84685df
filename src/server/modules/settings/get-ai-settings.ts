// A workspace's own AI provider settings as the API shows them: keys only as hints.
import { eq } from 'drizzle-orm';
import type { AiSettings } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { workspaceAiSettings } from '../../db/schema';
import { secretHint } from '../../integrations/crypto/secret-box';
import { aiKeysBox } from './ai-keys-box';

export type WorkspaceAiSettingsRow = typeof workspaceAiSettings.$inferSelect;

export async function findAiSettings(options: {
  db: Database;
  workspaceId: string;
}): Promise<WorkspaceAiSettingsRow | null> {
  const [row] = await options.db
    .select()
    .from(workspaceAiSettings)
    .where(eq(workspaceAiSettings.workspaceId, options.workspaceId));
  return row ?? null;
}

export function toAiSettingsDto(row: WorkspaceAiSettingsRow | null, appSecret: string): AiSettings {
  const box = aiKeysBox(appSecret);
  const hint = (sealed: string | null | undefined) => {
    if (!sealed) return null;
    try {
      return secretHint(box.open(sealed));
    } catch {
      // Sealed under another APP_SECRET: unusable, so say so rather than fail.
      return 'unreadable — enter the key again';
    }
  };
  return {
    text_base_url: row?.textBaseUrl ?? null,
    text_model: row?.textModel ?? null,
    text_api_key_hint: hint(row?.textApiKeyEncrypted),
    image_base_url: row?.imageBaseUrl ?? null,
    image_model: row?.imageModel ?? null,
    image_api_key_hint: hint(row?.imageApiKeyEncrypted),
  };
}
