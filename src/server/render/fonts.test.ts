// Titles in the scripts people pin in: every letter has a glyph in the fonts a style sets it in,
// and satori draws those glyphs rather than empty boxes.
import { describe, expect, it } from 'vitest';
import { BOARD_STYLES } from '../../shared/api/boards';
import { TEMPLATE_FONTS, type TemplateFont } from '../../shared/templates';
import { drawable, titleOverlaySvg } from './compose';
import { loadPinFonts, type PinFont } from './fonts';

const TITLES = {
  russian: 'Уютная кухня: 10 идей на осень',
  ukrainian: 'Затишна кухня: ґанок і їжа',
  greek: 'Ελληνική κουζίνα για όλους',
  vietnamese: 'Bếp ấm cúng cho ngày mưa',
  polish: 'Łódź: kawiarnie, które pokochasz',
};
/** The weight each family's titles are set in: its heaviest bundled one. */
const FAMILIES = Object.keys(TEMPLATE_FONTS) as TemplateFont[];
const TITLE_WEIGHTS = Object.fromEntries(
  FAMILIES.map((font) => [font, TEMPLATE_FONTS[font].at(-1) ?? 400]),
) as Record<TemplateFont, number>;

describe('pin fonts', () => {
  it('cover Latin, Cyrillic, Greek and Vietnamese in every family, in its own letters first', async () => {
    const fonts = await loadPinFonts();
    for (const family of FAMILIES) {
      const metrics = fonts.metrics(family, TITLE_WEIGHTS[family]);
      for (const title of Object.values(TITLES)) {
        const missing = [...title].filter((char) => !metrics.advances.has(char.codePointAt(0) ?? 0));
        expect(missing, `${family}: ${title}`).toEqual([]);
      }
    }
    expect(fonts.family('playfair')).toBe(
      "'Playfair Display', 'Playfair Display latin-ext', 'Playfair Display cyrillic', " +
        "'Playfair Display vietnamese', 'Inter cyrillic-ext', 'Inter greek', 'Inter greek-ext'",
    );
    expect(fonts.family('dmSans')).toMatch(/^'DM Sans', 'DM Sans latin-ext', 'Inter cyrillic',/);
  });

  it('draws the letters of every script instead of empty boxes, in every style', async () => {
    // A letter no bundled font has is drawn as the empty box: a title of those must look different.
    const boxes = (title: string) => title.replace(/[^\s\d:,.]/g, '\u{F0000}');
    for (const style of BOARD_STYLES) {
      const styleConfig = { style, brandColors: ['#2F5D50', '#F4E9D8', '#000000'] };
      for (const title of Object.values(TITLES)) {
        const drawn = await titleOverlaySvg({ title, styleConfig, boardName: 'Кухня' });
        const empty = await titleOverlaySvg({ title: boxes(title), styleConfig, boardName: 'Кухня' });
        expect(drawn, `${style}: ${title}`).not.toBe(empty);
      }
    }
  });

  it('leaves out what no bundled font draws (emoji, CJK) rather than drawing empty boxes', async () => {
    const fonts = await loadPinFonts();
    expect(drawable('🍂 Fall Soups  to Save 🍲', fonts)).toBe('Fall Soups to Save');
    expect(drawable('東京 Café guide', fonts)).toBe('Café guide');
    const styleConfig = { style: 'modern' as const, brandColors: ['#2F5D50'] };
    // Nothing drawable left: the board name stands in, as for an empty title.
    expect(await titleOverlaySvg({ title: '🍂🍲', styleConfig, boardName: 'Soups' })).toBe(
      await titleOverlaySvg({ title: 'Soups', styleConfig, boardName: 'Soups' }),
    );
  });

  it('bundle every font and weight a template may name (shared/templates.ts)', async () => {
    const fonts = await loadPinFonts();
    for (const [font, weights] of Object.entries(TEMPLATE_FONTS) as [TemplateFont, readonly number[]][]) {
      for (const weight of weights)
        expect(() => fonts.metrics(font, weight), `${font} ${weight}`).not.toThrow();
    }
    // Issue 28: at least twelve open-licence families for brand kits (README.md lists them).
    expect(Object.keys(TEMPLATE_FONTS).length).toBeGreaterThanOrEqual(12);
  });

  it('hands satori the four built-in families always, and another only for a pin that uses it', async () => {
    const fonts = await loadPinFonts();
    const names = (used: PinFont[]) => new Set(fonts.satoriFonts(used).map((font) => font.name));
    expect(names([])).toContain('Anton');
    expect(names([])).not.toContain('Lora');
    expect(names(['lora'])).toContain('Lora cyrillic');
    // The same set is the same array: satori keeps what it parsed for it.
    expect(fonts.satoriFonts(['lora', 'inter'])).toBe(fonts.satoriFonts(['lora']));
  });
});
