// Picks the providers for a workspace's generation: its own keys first (Settings), then the
// server's configuration; models from the admin-editable settings unless the workspace named one.
// While staff have switched AI images off, or paused generation, artwork comes from the local
// painter whoever's key it would use (ADR 0019): no image API call is made.
// A workspace's own provider is reached only through integrations/outbound (public addresses unless
// the operator allows private ones), and its failures count against the workspace.
import type { Clock } from '../../clock';
import type { AiCapabilityConfig, AiConfig } from '../../config-ai';
import type { Database } from '../../db/connection';
import type { RateLimitRule } from '../../http/rate-limit';
import { createImageProvider, createTextProvider } from '../../integrations/ai/create-providers';
import type { ImageProvider, TextProvider } from '../../integrations/ai/types';
import type { Outbound } from '../../integrations/outbound/outbound';
import { loadFeatureFlags } from '../flags';
import {
  aiKeysBox,
  findAiSettings,
  type GenerationPrompts,
  promptsForGeneration,
  type WorkspaceAiSettingsRow,
} from '../settings';
import { type GenerationSettings, loadGenerationSettings } from './generation-settings';
import { countingFailures, refuseWhileOwnProviderFailing } from './own-provider-failures';

export interface Providers {
  text: TextProvider;
  image: ImageProvider;
}

/** What reaching a workspace's own provider needs: the guarded fetch, and the limit on its failures. */
export interface OwnProviderDeps {
  db: Database;
  workspaceId: string;
  outbound: Pick<Outbound, 'fetch'>;
  providerFailureLimit: RateLimitRule;
  clock: Clock;
}

function resolveProviders(options: {
  ai: AiConfig;
  appSecret: string;
  models: { text: string; image: string };
  ownSettings: WorkspaceAiSettingsRow | null;
  own: OwnProviderDeps;
  /** False: the local painter, whatever else is configured. */
  aiImages: boolean;
}): Providers {
  const { ai, models, ownSettings: saved, own } = options;
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
  const counted = {
    db: own.db,
    workspaceId: own.workspaceId,
    rule: own.providerFailureLimit,
    clock: own.clock,
  };
  const guarded = { fetch: own.outbound.fetch };

  const text = ownConfig(models.text, {
    baseUrl: saved?.textBaseUrl,
    apiKey: open(saved?.textApiKeyEncrypted),
    model: saved?.textModel,
  });
  const image = ownConfig(models.image, {
    baseUrl: saved?.imageBaseUrl,
    apiKey: open(saved?.imageApiKeyEncrypted),
    model: saved?.imageModel,
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

/**
 * The models, the prompts for the board (its own, the workspace's or Pinloom's: ADR 0037) and the
 * providers that apply to this workspace now.
 */
export async function loadWorkspaceProviders(
  options: OwnProviderDeps & { ai: AiConfig; appSecret: string; boardId: string },
): Promise<{ settings: GenerationSettings; prompts: GenerationPrompts; providers: Providers }> {
  const settings = await loadGenerationSettings({ db: options.db, ai: options.ai });
  const prompts = await promptsForGeneration({
    db: options.db,
    workspaceId: options.workspaceId,
    boardId: options.boardId,
    now: options.clock.now(),
  });
  const flags = await loadFeatureFlags({ db: options.db });
  const ownSettings = await findAiSettings({ db: options.db, workspaceId: options.workspaceId });
  await refuseWhileOwnProviderFailing({
    db: options.db,
    workspaceId: options.workspaceId,
    rule: options.providerFailureLimit,
    settings: ownSettings,
    now: options.clock.now(),
  });
  const providers = resolveProviders({
    ai: options.ai,
    appSecret: options.appSecret,
    models: settings.models,
    ownSettings,
    own: options,
    aiImages: flags.ai_images_enabled && flags.pin_generation_enabled,
  });
  return { settings, prompts, providers };
}
