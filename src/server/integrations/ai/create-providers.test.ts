import { describe, expect, it } from 'vitest';
import { createImageProvider, createTextProvider } from './create-providers';
import { LocalImageProvider } from './local-image';
import { LocalTextProvider } from './local-text';
import { OpenAiImageProvider } from './openai-image';
import { OpenAiTextProvider } from './openai-text';

const openai = {
  provider: 'openai' as const,
  baseUrl: 'http://localhost:11434/v1',
  apiKey: undefined,
  model: 'llama3.1',
};
const local = { provider: 'local' as const, baseUrl: undefined, apiKey: undefined, model: 'gpt-4o' };

describe('createTextProvider / createImageProvider', () => {
  it('picks the configured provider', () => {
    expect(createTextProvider(local)).toBeInstanceOf(LocalTextProvider);
    expect(createImageProvider(local)).toBeInstanceOf(LocalImageProvider);
    const text = createTextProvider(openai);
    expect(text).toBeInstanceOf(OpenAiTextProvider);
    expect([text.name, text.model]).toEqual(['openai', 'llama3.1']);
    expect(createImageProvider({ ...openai, model: 'dall-e-3' })).toBeInstanceOf(OpenAiImageProvider);
  });
});
