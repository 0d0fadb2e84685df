// What a provider call costs in dollars, for the API history. Unknown models (Ollama, LocalAI,
// vLLM and other self-hosted servers) cost 0: we cannot know their price, and usually there is none.

/**
 * OpenAI list prices in USD as published on openai.com/api/pricing, checked early 2025.
 * Text: per 1M tokens. Update here when OpenAI changes them; history keeps the old cost.
 */
const TEXT_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4': { input: 30, output: 60 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
};

/** Images: per image, at the size and quality we request (openai-image.ts). */
const IMAGE_PRICES: Record<string, Record<string, number>> = {
  'dall-e-3': { '1024x1024': 0.04, '1024x1792': 0.08, '1792x1024': 0.08 },
  'dall-e-2': { '256x256': 0.016, '512x512': 0.018, '1024x1024': 0.02 },
  // Quality "medium", the quality we ask for.
  'gpt-image-1': { '1024x1024': 0.042, '1024x1536': 0.063, '1536x1024': 0.063 },
};

/** `gpt-4o` and its dated snapshots (`gpt-4o-2024-08-06`) share a price; `gpt-4o-mini` does not. */
function priceKey(model: string, table: Record<string, unknown>): string | undefined {
  const name = model.trim().toLowerCase();
  if (Object.hasOwn(table, name)) return name;
  return Object.keys(table).find((key) => new RegExp(`^${key.replace(/\./g, '\\.')}-\\d{4}`).test(name));
}

export function textCost(model: string, promptTokens: number, completionTokens: number): number {
  const key = priceKey(model, TEXT_PRICES);
  const price = key ? TEXT_PRICES[key] : undefined;
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

export function imageCost(model: string, size: string, count = 1): number {
  const key = priceKey(model, IMAGE_PRICES);
  const price = key ? IMAGE_PRICES[key]?.[size] : undefined;
  return price ? price * count : 0;
}
