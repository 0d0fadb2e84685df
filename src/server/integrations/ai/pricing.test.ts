import { describe, expect, it } from 'vitest';
import { imageCost, textCost } from './pricing';

describe('pricing', () => {
  it('prices text per million tokens, dated snapshots included', () => {
    expect(textCost('gpt-4o', 1_000_000, 0)).toBeCloseTo(2.5);
    expect(textCost('gpt-4o-2024-08-06', 0, 1_000_000)).toBeCloseTo(10);
    expect(textCost('gpt-4', 1000, 1000)).toBeCloseTo(0.09);
    expect(textCost('gpt-3.5-turbo', 2000, 1000)).toBeCloseTo(0.0025);
  });

  it('prices images per image at the size asked for', () => {
    expect(imageCost('dall-e-3', '1024x1792')).toBeCloseTo(0.08);
    expect(imageCost('dall-e-2', '1024x1024')).toBeCloseTo(0.02);
    expect(imageCost('gpt-image-1', '1024x1536')).toBeCloseTo(0.063);
  });

  it('charges nothing for unknown (self-hosted) models', () => {
    expect(textCost('llama3.1:8b', 5000, 5000)).toBe(0);
    expect(textCost('gpt-4o-mini-tts', 5000, 5000)).toBe(0);
    expect(imageCost('stable-diffusion', '1024x1536')).toBe(0);
  });
});
