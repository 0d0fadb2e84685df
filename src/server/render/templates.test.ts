// The four board styles as built-in templates draw every pin exactly as the hand-written
// overlays did: the same SVG, byte for byte, for short, long and 100-character titles.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOARD_STYLES } from '../../shared/api/boards';
import { templateOverlaySvg, titleOverlaySvg } from './compose';

const TITLES = [
  'Easy Sourdough',
  '15 Cozy Fall Soups You Can Make in One Pot This Weekend',
  'Unbelievably Straightforward Weeknight Mediterranean Vegetarian Recipes Everyone Will Absolutely Love',
  'WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMM',
  'Уютная кухня: 10 идей на осень',
];
const COLORS = [['#E60023', '#FFFFFF', '#000000'], ['#1A9E9E'], ['#7B3FA0', '#F7D633', '#1B2A4A', '#FAF3E0']];

describe('built-in templates', () => {
  it('draw the four styles as the old overlays did', async () => {
    for (const style of BOARD_STYLES) {
      for (const title of TITLES) {
        for (const brandColors of COLORS) {
          const input = {
            title,
            styleConfig: { style, brandColors },
            boardName: 'Weeknight Dinners & More Ideas',
          };
          const before = await titleOverlaySvg(input);
          const after = await templateOverlaySvg(input);
          expect(createHash('sha256').update(after).digest('hex'), `${style}: ${title}`).toBe(
            createHash('sha256').update(before).digest('hex'),
          );
        }
      }
    }
  });
});
