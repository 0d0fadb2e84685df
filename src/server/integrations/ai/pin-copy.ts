// The sentences the local text provider builds pins from, filled with what board-reading.ts
// understood of the board: {topic} its subject, {ideas} what the pins are ("Weeknight Dinners",
// "Sourdough Ideas"), {f1}/{f2} phrases its description lists, {adj} a word of the board's style.
import type { BoardStyle } from '../../../shared/api/boards';

export const STYLE_WORDS: Record<
  BoardStyle,
  { adjectives: string[]; promise: string; art: string; font: string }
> = {
  modern: {
    adjectives: ['Modern', 'Fresh', 'Clean', 'Smart'],
    promise: 'Clean, modern and easy to adapt to your own space, taste and schedule.',
    art: 'a smooth gradient background with rounded geometric shapes, and a clean rounded card',
    font: 'a crisp bold sans-serif',
  },
  vintage: {
    adjectives: ['Timeless', 'Classic', 'Vintage-Inspired', 'Old-World'],
    promise: 'Expect timeless, vintage-inspired charm with a warm and nostalgic feel.',
    art: 'warm aged paper with a soft sunburst, halftone dots and an ornamental double frame around a label',
    font: 'an elegant serif',
  },
  minimalist: {
    adjectives: ['Simple', 'Minimalist', 'Calm', 'Effortless'],
    promise: 'Simple, calm and clutter-free, so the essentials get the space they deserve.',
    art: 'a light, mostly empty background with a single thin line and one small shape',
    font: 'a small, airy sans-serif',
  },
  bold: {
    adjectives: ['Bold', 'Standout', 'Vibrant', 'Eye-Catching'],
    promise: 'Bold, bright and full of personality: ideas made to stand out.',
    art: 'large saturated color blocks and diagonal stripes behind a wide color band',
    font: 'huge condensed capitals',
  },
};

/**
 * Title patterns. {ideas} is "Ideas" on a board without a subject, so the patterns without {topic}
 * suit any board. Some read well only for some subjects (board-reading.ts, Topic.kind): `mass`
 * needs one spoken of without an article ("About Sourdough", "About Weeknight Dinners", not "About
 * Capsule Wardrobe"), `activity` a pastime, `compound` a singular that can qualify a noun
 * ("Capsule Wardrobe Mistakes", not "Weeknight Dinners Mistakes" or "Yoga for Beginners Mistakes").
 */
export const TITLE_TEMPLATES: readonly { text: string; needs?: 'mass' | 'activity' | 'compound' }[] = [
  { text: '{n} {ideas} You Will Want to Save' },
  { text: '{n} {adj} {ideas} to Try This Season' },
  { text: 'Why Everyone Is Saving These {adj} {ideas}' },
  { text: '{n} Beginner-Friendly {ideas} for Busy Weeks' },
  { text: '{n} {adj} {ideas} to Save for Later' },
  { text: '{n} Easy {ideas} to Try This Week' },
  { text: 'The {adj} {ideas} Everyone Is Saving Right Now' },
  { text: '{n} {ideas} Worth Trying at Least Once' },
  { text: '{n} {adj} {ideas} Worth a Closer Look' },
  { text: 'A Round-Up of {n} {adj} {ideas}' },
  { text: '{topic} Made Easy: {n} {adj} Ideas to Try First' },
  { text: '{topic} Inspiration: {n} {adj} Ideas to Bookmark' },
  { text: '{topic}: {n} Small Changes That Make a Big Difference' },
  { text: 'The Ultimate Guide to {topic}: {n} Ideas That Work', needs: 'mass' },
  { text: 'Everything I Wish I Knew Sooner About {topic}', needs: 'mass' },
  { text: 'How to Get Started with {topic} (Without the Overwhelm)', needs: 'activity' },
  { text: '{n} {topic} Mistakes to Avoid, and What to Do Instead', needs: 'compound' },
  { text: 'The {adj} {topic} Checklist You Will Actually Use', needs: 'compound' },
  { text: 'From {f1} to {f2}: {n} {adj} {ideas}' },
  { text: '{f1}, {f2} and More: {n} {adj} {ideas}' },
  // Not "Ways to Enjoy {f1}": one enjoys a soup, not a desk.
  { text: '{f1} Done Right: {n} {adj} {ideas}' },
];

/** Openers; the {topic} and {ideas} ones only for a board with a subject. */
export const OPENERS = {
  topic: [
    'Looking for {adj} {ideas}? This pin brings together {facets} in one place.',
    'If you love {ideas}, this pin is for you: {facets}, picked to be easy to try.',
    'Here is a fresh take on {ideas}: {facets}, ready to try today.',
    'Bookmark this for your next round of {ideas}: {facets}, all in one place.',
  ],
  any: [
    'Looking for something new to try? This pin brings together {facets} in one place.',
    'Bookmark this for your next dose of inspiration: {facets}, all in one place.',
  ],
} as const;

/** What a board without facets offers: said in general words rather than left empty. */
export const NO_FACETS = 'practical tips and simple inspiration';

export const CALLS_TO_ACTION = [
  'Save this pin for later and follow the board for more {more}.',
  'Pin it now so it is there when you need it, and share it with a friend who would love it.',
  'Tap through for the details, then save it to your own board to come back to.',
  'Save it to your favorites and check back often for new ideas.',
] as const;

export const EXTRA_SENTENCE =
  'Whether you are just starting out or looking for something new, there is something here to try.';

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Cuts at the last word boundary that fits, without dangling punctuation. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max * 0.5 ? cut.slice(0, space) : text.slice(0, max);
  return head.replace(/[\s,;:–—(-]+$/u, '').trim();
}

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
