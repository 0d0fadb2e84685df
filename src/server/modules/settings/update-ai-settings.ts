// Saves a user's own AI provider settings. A key left out is kept; null or '' removes it.
import type { z } from 'zod';
import type { updateAiSettingsBody } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { userAiSettings } from '../../db/schema';
import { aiKeysBox } from './ai-keys-box';
import { findAiSettings, type UserAiSettingsRow } from './get-ai-settings';

type Input = z.infer<typeof updateAiSettingsBody>;

export async function updateAiSettings(options: {
  db: Database;
  userId: string;
  appSecret: string;
  input: Input;
}): Promise<UserAiSettingsRow | null> {
  const { db, userId, input } = options;
  const box = aiKeysBox(options.appSecret);
  const text = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() || null;
  const key = (value: string | null | undefined) => {
    const plain = text(value);
    return plain === undefined || plain === null ? plain : box.seal(plain);
  };
  const changes = {
    textBaseUrl: text(input.text_base_url),
    textModel: text(input.text_model),
    textApiKeyEncrypted: key(input.text_api_key),
    imageBaseUrl: text(input.image_base_url),
    imageModel: text(input.image_model),
    imageApiKeyEncrypted: key(input.image_api_key),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await db
    .insert(userAiSettings)
    .values({ userId, ...defined })
    .onConflictDoUpdate({ target: userAiSettings.userId, set: { ...defined, updatedAt: new Date() } });
  return findAiSettings({ db, userId });
}
