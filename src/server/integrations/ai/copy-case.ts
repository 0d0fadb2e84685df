// How the offline copy spells the board's words: Title Case in titles, lowercase inside sentences,
// CamelCase in hashtags, while acronyms, brands, places and the user's own proper nouns keep
// their capitals ("SEO basics", "TikTok", "road trip in the USA").
import { CANONICAL, CANONICAL_PHRASES, SMALL_WORDS } from './copy-lexicon';

const LETTERS = /\p{L}/u;

/** The lexicon's spelling of a word, possessive kept: "usa" → "USA", "christmas's" → "Christmas's". */
function canonical(word: string): string | undefined {
  const [, base = word, possessive = ''] = /^(.+?)(['’]s)?$/u.exec(word) ?? [];
  const known = CANONICAL.get(base.toLowerCase());
  return known === undefined ? undefined : known + possessive;
}

/** Capitals the writer meant: an acronym ("SEO", "HIIT") or brand casing ("TikTok", "iPhone"). */
function keepsCase(word: string): boolean {
  return /^[\p{Lu}\p{N}&]{2,5}$/u.test(word) ? /\p{Lu}/u.test(word) : /\p{Ll}\p{Lu}/u.test(word);
}

function capitalised(word: string): string {
  // "beginner-friendly" → "Beginner-Friendly", as title case does for each part.
  return word
    .toLowerCase()
    .replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const phrases = (text: string) => CANONICAL_PHRASES.reduce((out, [from, to]) => out.replace(from, to), text);

/**
 * Text typed with caps lock ("VEGAN BAKING", "CAKES, COOKIES AND BREAD") read as if typed normally;
 * a lone short acronym ("DIY") and mixed text keep their capitals, save shouted long words.
 */
export function calm(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 5 && letters === letters.toUpperCase() && /\s/.test(text.trim());
  if (shouting) return text.toLowerCase();
  return text.replace(/[\p{Lu}]{6,}/gu, (word) => word.toLowerCase());
}

/**
 * The words a user capitalised inside a sentence ("Balcony herbs from Lidl"): their proper nouns,
 * kept when the copy lowercases the rest. A text in Title Case throughout says nothing, so gives none.
 */
export function properNounsOf(text: string): Set<string> {
  const found = new Set<string>();
  const all = text.split(/\s+/).filter((w) => LETTERS.test(w));
  const big = all.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  const capitals = big.filter((w) => /^\p{Lu}/u.test(w)).length;
  if (big.length === 0 || capitals / big.length > 0.5) return found;
  let sentenceStart = true;
  for (const raw of all) {
    const word = raw.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '');
    if (!sentenceStart && /^\p{Lu}\p{Ll}/u.test(word)) found.add(word.toLowerCase());
    sentenceStart = /[.!?:]$/.test(raw);
  }
  return found;
}

/** For use inside a sentence: lowercase, except acronyms, brands, places and the user's proper nouns. */
export function inSentence(text: string, proper: ReadonlySet<string> = new Set()): string {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (word === 'i') return 'I';
      const known = canonical(word);
      if (known) return known;
      if (keepsCase(word)) return word;
      return proper.has(word.toLowerCase()) ? capitalised(word) : word.toLowerCase();
    });
  return phrases(words.join(' '));
}

/** "cozy autumn recipes" → "Cozy Autumn Recipes"; small words stay lowercase unless first. */
export function titleCase(text: string): string {
  let afterColon = true;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const first = afterColon;
      afterColon = word.endsWith(':');
      const known = canonical(word);
      if (known) return known;
      if (keepsCase(word)) return word;
      const lower = word.toLowerCase();
      return !first && SMALL_WORDS.has(lower) ? lower : capitalised(word);
    });
  return phrases(words.join(' '));
}

/** "#CozyAutumnRecipes" from any phrase ("Mom & Baby" → "#MomAndBaby"); empty when none is left. */
export function hashtagOf(phrase: string): string {
  const tag = titleCase(phrase.replace(/&/g, ' and '))
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => capitalise(word))
    .join('');
  return tag.length >= 3 && tag.length <= 30 ? `#${tag}` : '';
}
