import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BOARD_STYLES, type BoardStyle, DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import { composePin } from '../../render/compose';
import { paintArtwork } from '../../render/paint-artwork';
import { LocalImageProvider } from './local-image';
import type { ProviderCall } from './types';

const colours = [...DEFAULT_BRAND_COLORS];
const styleConfig = (style: BoardStyle) => ({ style, brandColors: colours });

/** A 40×60 RGB thumbnail: enough to compare the overall look of two pins. */
async function thumbnail(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(40, 60, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('LocalImageProvider', () => {
  it('paints a 1000×1500 PNG for each style and records the call', async () => {
    for (const style of BOARD_STYLES) {
      const calls: ProviderCall[] = [];
      const board = {
        name: 'Weekend Baking',
        description: 'Breads and cakes',
        styleConfig: styleConfig(style),
      };
      const png = await new LocalImageProvider().paint(
        { board, title: 'Easy Sourdough', description: 'A loaf', imagePrompt: 'IMAGE PROMPT' },
        (call) => calls.push(call),
      );
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1500]);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        type: 'image',
        provider: 'local',
        model: 'pinloom-local-image',
        statusCode: 200,
        cost: 0,
        prompt: 'IMAGE PROMPT',
        errorMessage: null,
      });
      expect(calls[0]?.responseBody).toMatch(/bytes elided/);
    }
  });

  it('makes the four styles look clearly different with the same brand colours', async () => {
    const thumbs = await Promise.all(
      BOARD_STYLES.map(async (s) => thumbnail(await paintArtwork(styleConfig(s), 'Same title'))),
    );
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        const difference = meanDifference(thumbs[i] as Buffer, thumbs[j] as Buffer);
        expect(difference, `${BOARD_STYLES[i]} vs ${BOARD_STYLES[j]}`).toBeGreaterThan(25);
      }
    }
  });

  it('keeps minimalist the lightest of the styles', async () => {
    const stats = Object.fromEntries(
      await Promise.all(
        BOARD_STYLES.map(
          async (s) => [s, await sharp(await paintArtwork(styleConfig(s), 'Title')).stats()] as const,
        ),
      ),
    );
    const brightness = (s: BoardStyle) =>
      (stats[s]?.channels ?? []).slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    expect(brightness('minimalist')).toBeGreaterThan(230);
    for (const other of ['modern', 'vintage', 'bold'] as const)
      expect(brightness('minimalist')).toBeGreaterThan(brightness(other));
  });

  it('varies the artwork between pins of a board', async () => {
    const a = await thumbnail(await paintArtwork(styleConfig('modern'), 'First pin'));
    const b = await thumbnail(await paintArtwork(styleConfig('modern'), 'Second pin title'));
    expect(meanDifference(a, b)).toBeGreaterThan(2);
  });
});

describe('composePin', () => {
  const longTitle =
    'The Ultimate Weekend Guide to Sourdough, Focaccia and Brioche Baking for Absolute Beginners at Home!';

  it('sets a 100-character title on each style and keeps 1000×1500', async () => {
    expect(longTitle).toHaveLength(100);
    for (const style of BOARD_STYLES) {
      const artwork = await paintArtwork(styleConfig(style), longTitle);
      const pin = await composePin({
        artwork,
        title: longTitle,
        styleConfig: styleConfig(style),
        boardName: 'Weekend Baking',
      });
      const meta = await sharp(pin).metadata();
      expect([meta.format, meta.width, meta.height], style).toEqual(['png', 1000, 1500]);
      // The title really is drawn: the pin differs from its artwork.
      expect(meanDifference(await thumbnail(pin), await thumbnail(artwork)), style).toBeGreaterThan(2);
    }
  });

  it('normalises any artwork (square, transparent) to a 1000×1500 pin', async () => {
    const square = await sharp({
      create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const pin = await composePin({
      artwork: square,
      title: '“Quoted Title”',
      styleConfig: styleConfig('bold'),
      boardName: 'B',
    });
    const meta = await sharp(pin).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 1500]);
    // Transparent areas become white, not black.
    const { data } = await sharp(pin)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
  });
});
