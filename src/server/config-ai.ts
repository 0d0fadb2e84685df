// The AI settings: which provider writes and which paints (per capability, text and image), where
// each is reached, and whether users' own AI addresses may be private.
import { z } from 'zod';
import { blankToUndefined, boolean, type EnvOf, optionalUrl } from './config-values';

const AI_PROVIDERS = ['local', 'openai'] as const;
type AiProviderName = (typeof AI_PROVIDERS)[number];

const optionalProvider = z.preprocess(
  blankToUndefined,
  z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` }).optional(),
);
const optionalKey = z.preprocess(blankToUndefined, z.string().optional());

const DEFAULT_TEXT_MODEL = 'gpt-4o';
const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

export const AI_ENV = {
  /**
   * AI providers, per capability (text, image). `local` needs no network; `openai` is the
   * official SDK against OpenAI or any compatible server (Ollama, LocalAI, vLLM) at BASE_URL.
   * Default: openai when a key or base URL is set for the capability, else local.
   */
  AI_TEXT_PROVIDER: optionalProvider,
  AI_TEXT_BASE_URL: optionalUrl,
  AI_TEXT_API_KEY: optionalKey,
  AI_TEXT_MODEL: z.preprocess(blankToUndefined, z.string().max(100).default(DEFAULT_TEXT_MODEL)),
  AI_IMAGE_PROVIDER: optionalProvider,
  AI_IMAGE_BASE_URL: optionalUrl,
  AI_IMAGE_API_KEY: optionalKey,
  AI_IMAGE_MODEL: z.preprocess(blankToUndefined, z.string().max(100).default(DEFAULT_IMAGE_MODEL)),
  /** Shared fallbacks for both capabilities, as the OpenAI SDK names them. */
  OPENAI_API_KEY: optionalKey,
  OPENAI_BASE_URL: optionalUrl,
  /**
   * Lets users' own AI base URLs (Settings) reach private addresses: loopback, the local network,
   * link-local. Only for a single-tenant install whose one user runs a model server next to it;
   * otherwise any user could make the server call into its own network (integrations/outbound).
   * The server's AI_*_BASE_URL may always be private.
   */
  AI_ALLOW_PRIVATE_USER_URLS: boolean,
};

export interface AiCapabilityConfig {
  provider: AiProviderName;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
}

export interface AiConfig {
  text: AiCapabilityConfig;
  image: AiCapabilityConfig;
}

export function aiConfig(e: EnvOf<typeof AI_ENV>): AiConfig {
  return {
    text: aiCapability(
      e.AI_TEXT_PROVIDER,
      e.AI_TEXT_BASE_URL ?? e.OPENAI_BASE_URL,
      e.AI_TEXT_API_KEY ?? e.OPENAI_API_KEY,
      e.AI_TEXT_MODEL,
    ),
    image: aiCapability(
      e.AI_IMAGE_PROVIDER,
      e.AI_IMAGE_BASE_URL ?? e.OPENAI_BASE_URL,
      e.AI_IMAGE_API_KEY ?? e.OPENAI_API_KEY,
      e.AI_IMAGE_MODEL,
    ),
  };
}

function aiCapability(
  provider: AiProviderName | undefined,
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string,
): AiCapabilityConfig {
  return { provider: provider ?? (apiKey || baseUrl ? 'openai' : 'local'), baseUrl, apiKey, model };
}

/**
 * Offline defaults: what a fresh install without any AI variable runs with.
 * @internal for tests and benchmarks, not production code
 */
export const LOCAL_AI_CONFIG: AiConfig = {
  text: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: DEFAULT_TEXT_MODEL },
  image: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: DEFAULT_IMAGE_MODEL },
};
