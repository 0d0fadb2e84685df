// Picks the provider a capability is configured with (config.ts, or a user's own AI settings).
import type { AiCapabilityConfig } from '../../config-ai';
import type { Random } from '../../render/seeded-random';
import { LocalImageProvider } from './local-image';
import { LocalTextProvider } from './local-text';
import type { OpenAiCallOptions } from './openai-calls';
import { OpenAiImageProvider } from './openai-image';
import { OpenAiTextProvider } from './openai-text';
import type { ImageProvider, TextProvider } from './types';

export interface ProviderOptions extends OpenAiCallOptions {
  /** Randomness of the local text provider (tests pin it). */
  random?: Random;
}

type ProviderConfig = Pick<AiCapabilityConfig, 'provider' | 'baseUrl' | 'apiKey' | 'model'>;

export function createTextProvider(config: ProviderConfig, options: ProviderOptions = {}): TextProvider {
  if (config.provider === 'openai') return new OpenAiTextProvider(config, options);
  return new LocalTextProvider({ random: options.random });
}

export function createImageProvider(config: ProviderConfig, options: ProviderOptions = {}): ImageProvider {
  if (config.provider === 'openai') return new OpenAiImageProvider(config, options);
  return new LocalImageProvider();
}
