// The four board styles as built-in templates draw every pin exactly as the hand-written
// overlays did before templates were data: old-overlay-hashes.json holds the SHA-256 of what the
// old code drew (the overlay's SVG, and whole pins as PNG) for short, long and 100-character
// titles, other scripts and several palettes.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from '../../shared/builtin-templates';
import { TEMPLATE_FORMATS } from '../../shared/templates';
import { composePin, titleOverlaySvg } from './compose';
import { paintArtwork } from './paint-artwork';
import OLD from './test/old-overlay-hashes.json';
import { OVERLAY_CASES, PIN_CASES } from './test/overlay-cases';

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('built-in templates of the four styles', () => {
  it('draw the same overlay as the old style code, byte for byte', async () => {
    const drawn: Record<string, string> = {};
    for (const pin of OVERLAY_CASES) drawn[pin.key] = sha256(await titleOverlaySvg(pin));
    expect(Object.keys(drawn)).toHaveLength(72);
    expect(drawn).toEqual(OLD.svg);
  });

  it('draw the same whole pins, byte for byte', async () => {
    const drawn: Record<string, string> = {};
    for (const pin of PIN_CASES) {
      drawn[pin.key] = sha256(
        await composePin({ ...pin, artwork: await paintArtwork(pin.styleConfig, pin.title) }),
      );
    }
    expect(Object.keys(drawn)).toHaveLength(8);
    expect(drawn).toEqual(OLD.png);
  });

  it('draw a style given its template by name as without one', async () => {
    const [pin] = OVERLAY_CASES;
    if (!pin) throw new Error('no cases');
    const vintage = BUILTIN_TEMPLATES['vintage-label'];
    expect(await titleOverlaySvg({ ...pin, template: vintage })).toBe(
      await titleOverlaySvg({ ...pin, styleConfig: { ...pin.styleConfig, style: 'vintage' } }),
    );
    expect(await titleOverlaySvg({ ...pin, template: vintage })).not.toBe(await titleOverlaySvg(pin));
  });
});

describe('the built-in templates', () => {
  it('cover every common format in at least twelve templates', () => {
    const templates = Object.values(BUILTIN_TEMPLATES);
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((template) => template.format))).toEqual(new Set(TEMPLATE_FORMATS));
  });

  it('each draw a whole pin from one picture or several, with the number of a list title', async () => {
    const styleConfig = { style: 'modern' as const, brandColors: ['#2F5D50', '#F2C14E'] };
    const artwork = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2F5D50' } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#F2C14E' } })
      .png()
      .toBuffer();
    const title = '15 Cozy Fall Soups You Can Make in One Pot';
    for (const [id, template] of Object.entries(BUILTIN_TEMPLATES)) {
      const input = { title, styleConfig, boardName: 'Soups', template, artwork };
      const alone = await composePin(input);
      expect(await sharp(alone).metadata(), id).toMatchObject({ format: 'png', width: 1000, height: 1500 });
      const frames = template.layers.filter((layer) => layer.type === 'frame').length;
      // A second picture shows in a template with a second frame, and changes nothing in others.
      const withPhoto = await composePin({ ...input, photos: [photo] });
      expect(withPhoto.equals(alone), id).toBe(frames < 2);
    }
    const list = BUILTIN_TEMPLATES['modern-list'];
    const svg = (text: string) =>
      titleOverlaySvg({ title: text, styleConfig, boardName: 'Soups', template: list });
    // The list's big number is drawn only when the title has one.
    expect((await svg('15 Cozy Soups')).length).toBeGreaterThan((await svg('Cozy Soups')).length);
  });
});
