// Picks the providers for a user's generation: their own keys first (Settings), then the
// server's configuration; models from the admin-editable settings unless the user named one.
// While staff have switched AI images off, or paused generation, artwork comes from the local
// painter whoever's key it would use (ADR 0019): no image API call is made.
// A user's own provider is reached only through integrations/outbound (public addresses unless
// the operator allows private ones), and its failures count against the user.
import type { Clock } from '../../clock';
import type { AiCapabilityConfig, AiConfig } from '../../config-ai';
import type { Database } from '../../db/connection';
import type { RateLimitRule } from '../../http/rate-limit';
import { createImageProvider, createTextProvider } from '../../integrations/ai/create-providers';
import type { ImageProvider, TextProvider } from '../../integrations/ai/types';
import type { Outbound } from '../../integrations/outbound/outbound';
import { loadFeatureFlags } from '../flags';
import { aiKeysBox, findAiSettings, type UserAiSettingsRow } from '../settings';
import { type GenerationSettings, loadGenerationSettings } from './generation-settings';
import { countingFailures, refuseWhileOwnProviderFailing } from './own-provider-failures';

export interface Providers {
  text: TextProvider;
  image: ImageProvider;
}

/** What reaching a user's own provider needs: the guarded fetch, and the limit on its failures. */
export interface OwnProviderDeps {
  db: Database;
  userId: string;
  outbound: Pick<Outbound, 'fetch'>;
  providerFailureLimit: RateLimitRule;
  clock: Clock;
}

function resolveProviders(options: {
  ai: AiConfig;
  appSecret: string;
  models: { text: string; image: string };
  userSettings: UserAiSettingsRow | null;
  own: OwnProviderDeps;
  /** False: the local painter, whatever else is configured. */
  aiImages: boolean;
}): Providers {
  const { ai, models, userSettings: user, own } = options;
  const box = aiKeysBox(options.appSecret);
  const open = (sealed: string | null | undefined) => {
    if (!sealed) return undefined;
    try {
      return box.open(sealed);
    } catch {
      return undefined;
    }
  };
  const ownConfig = (
    model: string,
    mine: { baseUrl?: string | null; apiKey?: string; model?: string | null },
  ): AiCapabilityConfig | null =>
    mine.apiKey || mine.baseUrl
      ? {
          provider: 'openai',
          baseUrl: mine.baseUrl ?? undefined,
          apiKey: mine.apiKey,
          model: mine.model || model,
        }
      : null;
  const counted = { db: own.db, userId: own.userId, rule: own.providerFailureLimit, clock: own.clock };
  const guarded = { fetch: own.outbound.fetch };

  const text = ownConfig(models.text, {
    baseUrl: user?.textBaseUrl,
    apiKey: open(user?.textApiKeyEncrypted),
    model: user?.textModel,
  });
  const image = ownConfig(models.image, {
    baseUrl: user?.imageBaseUrl,
    apiKey: open(user?.imageApiKeyEncrypted),
    model: user?.imageModel,
  });
  const painter = (): ImageProvider => {
    if (!options.aiImages) return createImageProvider({ ...ai.image, provider: 'local' });
    return image
      ? countingFailures(createImageProvider(image, guarded), counted)
      : createImageProvider({ ...ai.image, model: models.image });
  };
  return {
    text: text
      ? countingFailures(createTextProvider(text, guarded), counted)
      : createTextProvider({ ...ai.text, model: models.text }),
    image: painter(),
  };
}

/** The generation settings (models, prompts) and the providers that apply to this user now. */
export async function loadUserProviders(
  options: OwnProviderDeps & { ai: AiConfig; appSecret: string },
): Promise<{ settings: GenerationSettings; providers: Providers }> {
  const settings = await loadGenerationSettings({ db: options.db, ai: options.ai });
  const flags = await loadFeatureFlags({ db: options.db });
  const userSettings = await findAiSettings({ db: options.db, userId: options.userId });
  await refuseWhileOwnProviderFailing({
    db: options.db,
    userId: options.userId,
    rule: options.providerFailureLimit,
    settings: userSettings,
    now: options.clock.now(),
  });
  const providers = resolveProviders({
    ai: options.ai,
    appSecret: options.appSecret,
    models: settings.models,
    userSettings,
    own: options,
    aiImages: flags.ai_images_enabled && flags.pin_generation_enabled,
  });
  return { settings, providers };
}
