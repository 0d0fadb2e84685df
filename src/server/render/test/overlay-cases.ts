// The cases on which the built-in templates must draw exactly what the hand-written style
// overlays drew before templates were data (templates.test.ts, old-overlay-hashes.json).
import { BOARD_STYLES } from '../../../shared/api/boards';

const OVERLAY_TITLES = [
  'Easy Sourdough',
  '15 Cozy Fall Soups You Can Make in One Pot This Weekend',
  'Unbelievably Straightforward Weeknight Mediterranean Vegetarian Recipes Everyone Will Absolutely Love',
  'WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMMMMM WWWWWW MMMM',
  'Уютная кухня: 10 идей на осень',
  '“Quoted” 🍂 Fall Soups',
];
const PALETTES = [
  ['#E60023', '#FFFFFF', '#000000'],
  ['#1A9E9E'],
  ['#7B3FA0', '#F7D633', '#1B2A4A', '#FAF3E0'],
];
const BOARD_NAMES = ['Weeknight Dinners & More Ideas For Busy Families Who Love Food And Cooking', 'Soups'];

export const OVERLAY_CASES = BOARD_STYLES.flatMap((style) =>
  OVERLAY_TITLES.flatMap((title, t) =>
    PALETTES.map((brandColors, p) => ({
      key: `${style} | title ${t} | palette ${p}`,
      title,
      styleConfig: { style, brandColors },
      boardName: BOARD_NAMES[(t + p) % 2] as string,
    })),
  ),
);

/** Whole pins (PNG) for the short and the 100-character titles of each style, on its painted artwork. */
export const PIN_CASES = OVERLAY_CASES.filter((c) => c.key.endsWith('palette 0') && /title [02]/.test(c.key));
