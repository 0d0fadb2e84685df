// Picks the providers for a user's generation: their own keys first (Settings), then the
// server's configuration; models from the admin-editable settings unless the user named one.
import type { AiCapabilityConfig, AiConfig } from '../../config';
import type { Database } from '../../db/connection';
import { createImageProvider, createTextProvider } from '../../integrations/ai/create-providers';
import type { ImageProvider, TextProvider } from '../../integrations/ai/types';
import { aiKeysBox, findAiSettings, type UserAiSettingsRow } from '../settings';
import { type GenerationSettings, loadGenerationSettings } from './generation-settings';

export interface Providers {
  text: TextProvider;
  image: ImageProvider;
}

function resolveProviders(options: {
  ai: AiConfig;
  appSecret: string;
  models: { text: string; image: string };
  userSettings: UserAiSettingsRow | null;
}): Providers {
  const { ai, models, userSettings: user } = options;
  const box = aiKeysBox(options.appSecret);
  const open = (sealed: string | null | undefined) => {
    if (!sealed) return undefined;
    try {
      return box.open(sealed);
    } catch {
      return undefined;
    }
  };
  const capability = (
    server: AiCapabilityConfig,
    model: string,
    own: { baseUrl?: string | null; apiKey?: string; model?: string | null },
  ): AiCapabilityConfig =>
    own.apiKey || own.baseUrl
      ? {
          provider: 'openai',
          baseUrl: own.baseUrl ?? undefined,
          apiKey: own.apiKey,
          model: own.model || model,
        }
      : { ...server, model };
  return {
    text: createTextProvider(
      capability(ai.text, models.text, {
        baseUrl: user?.textBaseUrl,
        apiKey: open(user?.textApiKeyEncrypted),
        model: user?.textModel,
      }),
    ),
    image: createImageProvider(
      capability(ai.image, models.image, {
        baseUrl: user?.imageBaseUrl,
        apiKey: open(user?.imageApiKeyEncrypted),
        model: user?.imageModel,
      }),
    ),
  };
}

/** The generation settings (models, prompts) and the providers that apply to this user now. */
export async function loadUserProviders(options: {
  db: Database;
  ai: AiConfig;
  appSecret: string;
  userId: string;
}): Promise<{ settings: GenerationSettings; providers: Providers }> {
  const settings = await loadGenerationSettings({ db: options.db, ai: options.ai });
  const providers = resolveProviders({
    ai: options.ai,
    appSecret: options.appSecret,
    models: settings.models,
    userSettings: await findAiSettings({ db: options.db, userId: options.userId }),
  });
  return { settings, providers };
}
