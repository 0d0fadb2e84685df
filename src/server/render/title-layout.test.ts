import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES, type BuiltinTemplateId } from '../../shared/builtin-templates';
import { textWidth } from './font-metrics';
import { type LoadedFonts, loadPinFonts } from './fonts';
import { fitTitle, type TitleBox } from './title-layout';

const TEMPLATE_IDS = Object.keys(BUILTIN_TEMPLATES) as BuiltinTemplateId[];

/** The box a built-in template fits its title in, and whether it sets it in capitals. */
function titleBox(id: BuiltinTemplateId, fonts: LoadedFonts): TitleBox & { uppercase: boolean } {
  for (const layer of BUILTIN_TEMPLATES[id].layers) {
    if (layer.type !== 'panel') continue;
    for (const item of layer.items) {
      if (item.kind === 'title') {
        return {
          ...item.fit,
          metrics: fonts.metrics(item.font, item.weight),
          uppercase: item.uppercase ?? false,
        };
      }
    }
  }
  throw new Error(`${id} sets no title`);
}

// Wide letters and long words: the hardest 100-character titles to fit.
const HARD_TITLES = [
  'WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMM',
  'Unbelievably Straightforward Weeknight Mediterranean Vegetarian Recipes Everyone Will Absolutely Love',
  'Supercalifragilisticexpialidocious-Antidisestablishmentarianism-Pneumonoultramicroscopicsilicovolcano',
];

describe('fitTitle', () => {
  it('fits the hardest 100-character titles in the box of every built-in template', async () => {
    const fonts = await loadPinFonts();
    for (const id of TEMPLATE_IDS) {
      const box = titleBox(id, fonts);
      for (const raw of HARD_TITLES) {
        const title = box.uppercase ? raw.toUpperCase() : raw;
        expect(title.length).toBeLessThanOrEqual(101);
        const fitted = fitTitle(title, box);
        expect(fitted.fits, `${id}: ${title}`).toBe(true);
        expect(fitted.lines.join(' ').replace(/\s+/g, '')).toBe(title.replace(/\s+/g, ''));
        for (const line of fitted.lines) {
          const spacing = (box.letterSpacing ?? 0) * fitted.fontSize;
          expect(textWidth(box.metrics, line, fitted.fontSize, spacing)).toBeLessThanOrEqual(box.maxWidth);
        }
        expect(fitted.lines.length * Math.round(fitted.fontSize * box.lineHeight)).toBeLessThanOrEqual(
          box.maxHeight + 2,
        );
      }
    }
  });

  it('sets short titles big and long titles smaller', async () => {
    const box = titleBox('modern-card', await loadPinFonts());
    const short = fitTitle('Easy Sourdough', box);
    const long = fitTitle(HARD_TITLES[1] as string, box);
    expect(short.fontSize).toBe(box.maxFontSize);
    expect(long.fontSize).toBeLessThan(short.fontSize);
  });

  it('balances lines instead of leaving one word alone', async () => {
    const box = titleBox('modern-card', await loadPinFonts());
    const fitted = fitTitle('Ten Minute Breakfast Ideas for Busy School Mornings Kids', box);
    const lengths = fitted.lines.map((l) => l.length);
    expect(Math.min(...lengths)).toBeGreaterThan(Math.max(...lengths) / 3);
  });

  it('keeps words whole, breaking a hyphenated word after its hyphen, before it splits any word', async () => {
    const fonts = await loadPinFonts();
    const title = '11 Beginner-Friendly Cozy Kitchens for Busy Weeks';
    for (const id of TEMPLATE_IDS) {
      const box = titleBox(id, fonts);
      const fitted = fitTitle(box.uppercase ? title.toUpperCase() : title, box);
      const words = fitted.lines.join(' ').toLowerCase();
      expect(fitted.fits).toBe(true);
      // Every word whole on one line, or 'beginner-' ending a line and 'friendly' starting the next.
      expect(words.replace('beginner- friendly', 'beginner-friendly').split(' ')).toEqual(
        title.toLowerCase().split(' '),
      );
    }
    // A narrow box with a large minimum: whole words cannot fit, so the hyphenated word breaks at its hyphen.
    const narrow = { ...titleBox('modern-card', fonts), maxWidth: 260, minFontSize: 40, maxFontSize: 40 };
    expect(fitTitle('Beginner-Friendly', narrow).lines).toEqual(['Beginner-', 'Friendly']);
  });
});
