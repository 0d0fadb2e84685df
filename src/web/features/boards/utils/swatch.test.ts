import { describe, expect, it } from 'vitest';
import { needsOutline } from './swatch';

describe('needsOutline', () => {
  it('outlines white and pale colours, which vanish on the white card', () => {
    for (const pale of ['#FFFFFF', '#ffffff', '#F3E9DC', '#F9FAFB', '#FACC15'])
      expect(needsOutline(pale)).toBe(true);
  });

  it('leaves colours that stand out on white alone', () => {
    for (const strong of ['#000000', '#E60023', '#1F3A5F', '#166534'])
      expect(needsOutline(strong)).toBe(false);
  });

  it('ignores what is not a hex colour', () => {
    expect(needsOutline('white')).toBe(false);
  });
});
