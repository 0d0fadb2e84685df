// The words the local text provider builds pins from: the board's topic, the facets its
// description names ("warm soups, baked treats") and style-flavoured phrasing.
import type { BoardStyle } from '../../../shared/api/boards';

const STOPWORDS = new Set(
  `a an and are as at be but by for from has have how i in into is it its my of on or our so that the
  their this to too up us was we what when where which who why will with you your all any about more most
  some such than then these those very just can get also out over only own same other each every here there
  ideas idea tips pins pin board boards things stuff`.split(/\s+/),
);
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** "cozy autumn recipes" → "Cozy Autumn Recipes"; keeps DIY and iPhone as written. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      if (/[A-Z]/.test(word.slice(1)) || /^[A-Z0-9&]{2,}$/.test(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      // "high-energy" → "High-Energy", as title case does.
      return lower.replace(
        /(^|-)(\p{L})/gu,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/** For use inside a sentence: lowercase, except acronyms and brand-like words. */
export function inSentence(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9&]{2,}$/.test(word) || /[A-Z]/.test(word.slice(1)) ? word : word.toLowerCase()))
    .join(' ');
}

/** "Travel" → "Travel Ideas", but "Vegan Recipes" stays (it is already a plural noun). */
export function ideasOf(topic: string): string {
  const last = topic.split(/\s+/).pop()?.toLowerCase() ?? '';
  return /[^sui]s$/.test(last) ? topic : `${topic} Ideas`;
}

/** Search keywords from the board's name and description, name first, without filler words. */
export function keywordsOf(name: string, description: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of `${name} ${description}`.split(/[^\p{L}\p{N}'-]+/u)) {
    const word = raw.replace(/^['-]+|['-]+$/g, '');
    const key = word.toLowerCase();
    if (word.length < 3 || STOPWORDS.has(key) || /^\d+$/.test(word) || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** Short phrases the description lists ("warm soups", "baked treats"), for natural-sounding copy. */
export function facetsOf(description: string): string[] {
  return description
    .split(/[,.;:!?()]|\s+(?:and|or|&)\s+/i)
    .map((part) => {
      const words = part.trim().split(/\s+/).filter(Boolean);
      while (words.length > 0 && STOPWORDS.has((words[0] as string).toLowerCase())) words.shift();
      return words.join(' ');
    })
    .filter((phrase) => phrase.length >= 4 && phrase.length <= 36 && phrase.split(' ').length <= 5)
    .slice(0, 4);
}

/** "#CozyAutumnRecipes" from any phrase; empty when nothing usable is left. */
export function hashtagOf(phrase: string): string {
  const tag = phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  return tag.length >= 3 && tag.length <= 30 ? `#${tag}` : '';
}

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
    adjectives: ['Simple', 'Minimal', 'Calm', 'Effortless'],
    promise: 'Simple, calm and clutter-free, so the essentials get the space they deserve.',
    art: 'a light, mostly empty background with a single thin line and one small shape',
    font: 'a small, airy sans-serif',
  },
  bold: {
    adjectives: ['Bold', 'Standout', 'Statement', 'Vibrant'],
    promise: 'Bold, bright and full of personality: ideas made to stand out.',
    art: 'large saturated colour blocks and diagonal stripes behind a wide colour band',
    font: 'huge condensed capitals',
  },
};

/** Title patterns; {f1}/{f2} ones are used only when the description names facets. */
export const TITLE_TEMPLATES = [
  '{n} {ideas} You Will Want to Save',
  '{n} {adj} {ideas} to Try This Season',
  'The Ultimate Guide to {topic}: {n} Ideas That Work',
  '{topic} Made Easy: {n} {adj} Ideas to Start With',
  'How to Get Started With {topic} (Without the Overwhelm)',
  '{n} {topic} Mistakes to Avoid, and What to Do Instead',
  'Everything I Wish I Knew Sooner About {topic}',
  '{topic} Inspiration: {n} {adj} Ideas to Save for Later',
  'Why Everyone Is Saving These {adj} {ideas}',
  '{n} Beginner-Friendly {ideas} for Busy Weeks',
  'The {adj} {topic} Checklist You Will Actually Use',
  '{topic}: {n} Small Changes That Make a Big Difference',
  'From {f1} to {f2}: {n} {adj} {ideas}',
  '{f1}, {f2} and More: {n} {topic} Favourites',
  '{n} Ways to Enjoy {f1}: {adj} {ideas}',
] as const;

export const OPENERS = [
  'Looking for {adj} {topic} ideas? This pin brings together {facets} in one easy place.',
  'If you love {topic}, this one is for you: {facets}, picked to be easy to try.',
  'Here is a fresh take on {topic}, with {facets} you can start on today.',
  'Bookmark this for your next dose of {topic} inspiration: {facets}, all in one place.',
] as const;

export const CALLS_TO_ACTION = [
  'Save this pin for later and follow the board for more {topic} ideas.',
  'Pin it now so it is there when you need it, and share it with a friend who would love it.',
  'Tap through for the details, then save it to your own board to come back to.',
  'Save it to your favourites and check back often for new ideas.',
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
