// Every bundled font and weight a kit may choose has its stylesheet to load for the Brand page's
// sample, and only those: a font added to shared/templates.ts without one would draw its sample in
// the fallback font.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_FONTS, type TemplateFont } from '../../../../shared/templates';
import { FONT_STYLESHEETS } from './font-faces';

describe('the Brand page’s font faces', () => {
  it('has a stylesheet for each bundled font’s weights, and no other', () => {
    for (const [font, weights] of Object.entries(TEMPLATE_FONTS) as [TemplateFont, readonly number[]][]) {
      expect(Object.keys(FONT_STYLESHEETS[font]).map(Number), font).toEqual([...weights]);
    }
    expect(Object.keys(FONT_STYLESHEETS).sort()).toEqual(Object.keys(TEMPLATE_FONTS).sort());
  });
});
