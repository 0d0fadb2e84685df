// A brand kit on a pin (ADR 0039): its fonts, logo, footer and colors each change what is drawn,
// a kit with nothing to add draws the pin as before, and a pin without a kit is untouched (the
// byte-for-byte comparison of the built-ins is templates.test.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from '../../shared/builtin-templates';
import type { PinTemplate } from '../../shared/templates';
import type { PinBrand } from './brand';
import { composePin, titleOverlaySvg } from './compose';
import { paintArtwork } from './paint-artwork';

const styleConfig = { style: 'modern' as const, brandColors: ['#E60023', '#FFFFFF', '#000000'] };
const pin = { title: '15 Cozy Fall Soups', styleConfig, boardName: 'Soups' };
const bare: PinBrand = {
  colors: styleConfig.brandColors,
  headingFont: null,
  bodyFont: null,
  logo: null,
  footer: null,
};

/** The modern card with a logo layer in its top corner. */
const withLogoLayer = (): PinTemplate => ({
  ...BUILTIN_TEMPLATES['modern-card'],
  layers: [
    ...BUILTIN_TEMPLATES['modern-card'].layers,
    { type: 'logo', x: 820, y: 40, width: 140, height: 140 },
  ],
});

async function logo() {
  const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#1A9E9E' } })
    .png()
    .toBuffer();
  return { png, width: 200, height: 100 };
}

describe('a brand kit on a pin', () => {
  it('draws as before when the kit adds nothing but the board’s own colors', async () => {
    expect(await titleOverlaySvg({ ...pin, brand: bare })).toBe(await titleOverlaySvg(pin));
  });

  it('sets the title in the heading font and the one-line texts in the body font', async () => {
    const plain = await titleOverlaySvg(pin);
    const heading = await titleOverlaySvg({
      ...pin,
      brand: { ...bare, headingFont: { font: 'lora', weight: 700 } },
    });
    const body = await titleOverlaySvg({
      ...pin,
      brand: { ...bare, bodyFont: { font: 'caveat', weight: 400 } },
    });
    expect(heading).not.toBe(plain);
    expect(body).not.toBe(plain);
    expect(body).not.toBe(heading);
  });

  it('fills the template’s logo layer with the kit’s logo, and leaves it empty without one', async () => {
    const template = withLogoLayer();
    const without = await titleOverlaySvg({ ...pin, template, brand: bare });
    expect(without).toBe(await titleOverlaySvg({ ...pin, template }));
    const drawn = await titleOverlaySvg({ ...pin, template, brand: { ...bare, logo: await logo() } });
    expect(drawn).toContain('<image');
    // Contained in the 140×140 box: 140 wide, 70 high.
    expect(drawn).toMatch(/width="140" height="70"/);
  });

  it('runs the footer along the bottom of the pin, where the kit puts it', async () => {
    const footer = {
      enabled: true,
      text: 'gardenco.example',
      position: 'bottom-right' as const,
      opacity: 0.8,
    };
    const artwork = await paintArtwork(styleConfig, pin.title);
    const plain = await composePin({ ...pin, artwork });
    const branded = await composePin({ ...pin, artwork, brand: { ...bare, footer } });
    const strip = (png: Buffer, left: number) =>
      sharp(png).extract({ left, top: 1420, width: 300, height: 60 }).raw().toBuffer();
    // The bottom right changed; the bottom left, where no footer is, did not.
    expect((await strip(branded, 680)).equals(await strip(plain, 680))).toBe(false);
    expect((await strip(branded, 0)).equals(await strip(plain, 0))).toBe(true);
  });

  it('takes the palette from the kit’s colors instead of the board’s', async () => {
    const kitColors = await titleOverlaySvg({ ...pin, brand: { ...bare, colors: ['#1A9E9E', '#FAF3E0'] } });
    expect(kitColors).toBe(
      await titleOverlaySvg({ ...pin, styleConfig: { ...styleConfig, brandColors: ['#1A9E9E', '#FAF3E0'] } }),
    );
    expect(kitColors).not.toBe(await titleOverlaySvg(pin));
  });
});
