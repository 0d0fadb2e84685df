// The four board styles as built-in templates draw every pin exactly as the hand-written
// overlays did before templates were data: old-overlay-hashes.json holds the SHA-256 of what the
// old code drew (the overlay's SVG, and whole pins as PNG) for short, long and 100-character
// titles, other scripts and several palettes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES } from '../../shared/builtin-templates';
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
