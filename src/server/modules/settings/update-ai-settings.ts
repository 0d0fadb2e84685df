// Saves a workspace's own AI provider settings. A key left out is kept; null or '' removes it. A base
// URL must point where users may send the server (integrations/outbound): checked here for a
// clear refusal, and again at every call, since a name can resolve elsewhere later.
import type { z } from 'zod';
import type { updateAiSettingsBody } from '../../../shared/api/settings';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { workspaceAiSettings } from '../../db/schema';
import { type Outbound, OutboundRefusal } from '../../integrations/outbound/outbound';
import { aiKeysBox } from './ai-keys-box';
import { findAiSettings, type WorkspaceAiSettingsRow } from './get-ai-settings';

type Input = z.infer<typeof updateAiSettingsBody>;

export async function updateAiSettings(options: {
  db: Database;
  workspaceId: string;
  appSecret: string;
  outbound: Pick<Outbound, 'checkUrl'>;
  input: Input;
  now: Date;
}): Promise<WorkspaceAiSettingsRow | null> {
  const { db, workspaceId, input } = options;
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
  await checkBaseUrl(options.outbound, 'Text base URL', changes.textBaseUrl);
  await checkBaseUrl(options.outbound, 'Image base URL', changes.imageBaseUrl);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await db
    .insert(workspaceAiSettings)
    .values({ workspaceId, ...defined })
    .onConflictDoUpdate({
      target: workspaceAiSettings.workspaceId,
      set: { ...defined, updatedAt: options.now },
    });
  return findAiSettings({ db, workspaceId });
}

async function checkBaseUrl(
  outbound: Pick<Outbound, 'checkUrl'>,
  label: string,
  url: string | null | undefined,
): Promise<void> {
  if (!url) return;
  try {
    await outbound.checkUrl(url);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw new AppError('validation_error', `${label} ${error.message}`);
    throw error;
  }
}
