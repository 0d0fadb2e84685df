// An uploaded font on a pin (ADR 0044): a kit naming one draws the title in it, so the pin differs
// from the same pin drawn with a bundled family; a kit naming a font the pin was not given keeps
// the bundled stack.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PinBrand } from './brand';
import { titleOverlaySvg } from './compose';

const TTF = readFileSync(new URL('../../../tests/fixtures/fonts/caveat-latin-400.ttf', import.meta.url));
const FONT_ID = '0b6f4c1e-5a7d-4e2b-9c3a-1d2e3f4a5b6c';
const styleConfig = { style: 'modern' as const, brandColors: ['#E60023', '#FFFFFF', '#000000'] };
const pin = { title: '15 Cozy Fall Soups', styleConfig, boardName: 'Soups' };
const kit = (font: string, uploaded = true): PinBrand => ({
  colors: styleConfig.brandColors,
  headingFont: { font, weight: 400 },
  bodyFont: null,
  logo: null,
  footer: null,
  ...(uploaded && { uploadedFonts: [{ id: FONT_ID, data: new Uint8Array(TTF) }] }),
});

describe('an uploaded font on a pin', () => {
  it('sets the title in the uploaded file, unlike the bundled family', async () => {
    const bundled = await titleOverlaySvg({ ...pin, brand: kit('lora') });
    const uploaded = await titleOverlaySvg({ ...pin, brand: kit(FONT_ID) });
    expect(uploaded).not.toBe(bundled);
    expect(uploaded).toContain('<path');
  });

  it('draws the same again from the kept font set', async () => {
    const first = await titleOverlaySvg({ ...pin, brand: kit(FONT_ID) });
    expect(await titleOverlaySvg({ ...pin, brand: kit(FONT_ID) })).toBe(first);
  });
});
