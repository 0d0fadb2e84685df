// Offline pin titles that are new on their board. A reader calls two titles the same when only a
// number differs ("7 Weeknight Dinners…" / "12 Weeknight Dinners…"), so a pattern the board has not
// used comes first, then a new wording of a used one, then a new number, and only then "(Part 2)".
import type { BoardStyle } from '../../../shared/api/boards';
import { MAX_PIN_TITLE_LENGTH } from '../../../shared/api/pins';
import { type Random, shuffled } from '../../render/seeded-random';
import type { BoardReading } from './board-reading';
import { SMALL_WORDS } from './copy-lexicon';
import { fill, STYLE_WORDS, TITLE_TEMPLATES, truncateWords } from './pin-copy';

const NUMBERS = [5, 7, 8, 9, 10, 12, 15, 6, 11, 14, 20, 25];
const ADJECTIVES = new RegExp(
  `(^|\\s)(${Object.values(STYLE_WORDS)
    .flatMap((s) => s.adjectives)
    .join('|')})(?=\\s|$)`,
  'gi',
);

/** How titles are compared with the board's history: case, spacing and quotes do not count. */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/["'“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Titles a reader would call the same pin: equal once numbers and punctuation are ignored. */
function alikeKey(title: string): string {
  return titleKey(title.replace(/\d+/g, '#').replace(/[^\p{L}#\s]/gu, ''));
}

/** The pattern behind a title: alike, and the style's adjective does not count either. */
function patternKey(title: string): string {
  return alikeKey(title.replace(ADJECTIVES, '$1'));
}

/** Adds " (Part 2)", " (Part 3)"… until the title is new, shortening the title to make room. */
export function distinguishTitle(title: string, history: string[]): string {
  for (let part = 2; ; part++) {
    const suffix = ` (Part ${part})`;
    const candidate = `${truncateWords(title, MAX_PIN_TITLE_LENGTH - suffix.length)}${suffix}`;
    if (!history.some((old) => sameTitle(old, candidate))) return candidate;
  }
}

export function writeTitle(options: {
  reading: BoardReading;
  style: BoardStyle;
  history: string[];
  random: Random;
}): string {
  const { reading, random } = options;
  const { topic } = reading;
  const facets = reading.facets.flatMap((facet) => (facet.title ? [facet.title] : []));
  const pairs = shuffled(
    random,
    facets.flatMap((a) => facets.filter((b) => b !== a).map((b) => [a, b] as const)),
  );
  const singles = shuffled(random, facets).map((f) => [f, ''] as const);
  const adjectives = shuffled(random, STYLE_WORDS[options.style].adjectives);
  const numbers = shuffled(random, NUMBERS);
  const suits = (needs: (typeof TITLE_TEMPLATES)[number]['needs']) =>
    needs === undefined ||
    (topic !== null &&
      (needs === 'mass'
        ? topic.kind !== 'thing'
        : needs === 'activity'
          ? topic.kind === 'activity'
          : topic.kind !== 'things' && !topic.tail));
  const templates = shuffled(random, TITLE_TEMPLATES).filter(
    ({ text, needs }) => (topic || !text.includes('{topic}')) && suits(needs),
  );

  function* variants(numbersToTry: number[]): Generator<string> {
    for (const { text } of templates) {
      const facetChoices = text.includes('{f2}') ? pairs : text.includes('{f1}') ? singles : [['', '']];
      for (const n of numbersToTry) {
        for (const adj of text.includes('{adj}') ? adjectives : ['']) {
          for (const [f1, f2] of facetChoices) {
            const title = fill(text, {
              n: String(n),
              topic: topic?.title ?? '',
              ideas: topic?.ideasTitle ?? 'Ideas',
              adj,
              f1,
              f2,
            });
            if (readsWell(title)) yield title;
          }
        }
      }
    }
  }

  const used = (key: (title: string) => string) => new Set(options.history.map(key));
  const patterns = used(patternKey);
  const alike = used(alikeKey);
  const exact = used(titleKey);
  const first = numbers.slice(0, 1);
  for (const title of variants(first)) if (!patterns.has(patternKey(title))) return title;
  for (const title of variants(first)) if (!alike.has(alikeKey(title))) return title;
  for (const title of variants(numbers)) if (!exact.has(titleKey(title))) return title;
  // Every variant is taken, or a very long board name leaves no room for any pattern.
  const base =
    variants(first).next().value ?? truncateWords(topic?.title ?? 'Ideas Worth Saving', MAX_PIN_TITLE_LENGTH);
  return exact.has(titleKey(base)) ? distinguishTitle(base, options.history) : base;
}

/** Fits Pinterest, and says no word twice ("Lunch Box Ideas: 5 Ideas", "for Beginners for Busy Weeks"). */
function readsWell(title: string): boolean {
  if (title.length > MAX_PIN_TITLE_LENGTH) return false;
  const words = title
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}&]/gu, '').replace(/(?<=\p{L}{3})s$/u, ''))
    // "I" may come twice: "Everything I Wish I Knew".
    .filter((w) => w && w !== 'i' && !/^\d/.test(w));
  const counted = words.filter((w) => !SMALL_WORDS.has(w) || w === 'for' || w === 'with');
  return new Set(counted).size === counted.length;
}
