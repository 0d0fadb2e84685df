// The offline provider's copy for a pin made from a page: an extractive summary. The page's
// keywords (its most frequent meaningful words, the title's counted thrice) rank its sentences;
// the title is the page's own, reworded per variant; the description is the best sentences, a
// call to the page, and hashtags of the keywords. Nothing is invented that the page does not say.
import {
  MAX_PIN_ALT_TEXT_LENGTH,
  MAX_PIN_DESCRIPTION_LENGTH,
  MAX_PIN_TITLE_LENGTH,
  stripQuotes,
} from '../../../shared/api/pins';
import { type Random, shuffled } from '../../render/seeded-random';
import { hashtagOf, titleCase } from './copy-case';
import { STOP_WORDS, VAGUE_WORDS } from './copy-lexicon';
import { distinguishTitle, sameTitle } from './local-titles';
import { truncateWords } from './pin-copy';
import type { PageBrief, PinText } from './types';

const MIN_DESCRIPTION_LENGTH = 150;
const KEYWORD_COUNT = 6;
/** Sentences shorter say too little to stand alone; longer ones crowd out the rest. */
const SENTENCE_LENGTH = { min: 40, max: 260 };
/** Enough of the page to find its best sentences quickly, however long it is. */
const TEXT_READ = 12_000;

/** {T} is the page's title, {K} two keywords of the page its title does not say. */
const TITLE_TEMPLATES = [
  '{T}',
  '{T}: {K}',
  'Your Guide to {T}',
  '{T} Worth Saving',
  'All About {T}',
  'Try This: {T}',
  'Why You Will Love {T}',
  'Save for Later: {T}',
] as const;

const CALLS_TO_ACTION = [
  'Read the full post on {site} and save this pin for later.',
  'Tap through to {site} for every detail, and save the pin to come back to it.',
  'Save this pin and find the whole story on {site}.',
] as const;

export function writePageCopy(options: { page: PageBrief; history: string[]; random: Random }): PinText {
  const { page, history, random } = options;
  const site = page.siteName || hostOf(page.url);
  const baseTitle = pageTitle(page.title, page.siteName) || truncateWords(page.description, 60) || site;
  const keywords = keywordsOf(page, baseTitle);
  const { title, variant } = writeTitle(baseTitle, keywords, history, random);
  const sentences = keySentences(page, keywords);
  return {
    title,
    description: writeDescription({ page, sentences, keywords, site, variant }),
    altText: writeAltText(page, title, sentences, site),
  };
}

/**
 * The page's title without the site's name around it ("Lemon Cake | Sally's Kitchen").
 * @internal for tests and benchmarks, not production code
 */
export function pageTitle(title: string, siteName?: string): string {
  const clean = stripQuotes(title.replace(/\s+/g, ' '));
  const parts = clean.split(/\s+[|–—·»-]\s+/);
  if (parts.length < 2) return clean;
  const isSite = (part: string) =>
    (siteName && part.toLowerCase() === siteName.toLowerCase()) || part.split(' ').length <= 3;
  const last = parts[parts.length - 1] ?? '';
  const first = parts[0] ?? '';
  if (isSite(last)) return parts.slice(0, -1).join(' - ');
  if (siteName && first.toLowerCase() === siteName.toLowerCase()) return parts.slice(1).join(' - ');
  return clean;
}

function writeTitle(
  baseTitle: string,
  keywords: string[],
  history: string[],
  random: Random,
): { title: string; variant: number } {
  const said = baseTitle.toLowerCase();
  const keyPhrase = titleCase(
    keywords
      .filter((word) => !said.includes(word))
      .slice(0, 2)
      .join(' & '),
  );
  const candidates = shuffled(
    random,
    TITLE_TEMPLATES.map((template, index) => ({ template, index })),
  )
    // The page's own title first, when the board does not have it yet.
    .sort((a, b) => (a.index === 0 ? -1 : b.index === 0 ? 1 : 0))
    .filter(({ template }) => keyPhrase || !template.includes('{K}'));
  for (const { template, index } of candidates) {
    const room = MAX_PIN_TITLE_LENGTH - template.replace('{T}', '').replace('{K}', keyPhrase).length;
    if (room < 20) continue;
    const title = template.replace('{K}', keyPhrase).replace('{T}', truncateWords(baseTitle, room));
    if (!history.some((old) => sameTitle(old, title))) return { title, variant: index };
  }
  return {
    title: distinguishTitle(truncateWords(baseTitle, MAX_PIN_TITLE_LENGTH), history),
    variant: history.length,
  };
}

/** The page's most frequent meaningful words; the title's count three times. */
function keywordsOf(page: PageBrief, title: string): string[] {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of text.toLowerCase().match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []) {
      if (word.length < 4 || STOP_WORDS.has(word) || VAGUE_WORDS.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + weight);
    }
  };
  add(title, 3);
  add(page.description, 2);
  add(page.text.slice(0, TEXT_READ), 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, KEYWORD_COUNT)
    .map(([word]) => word);
}

/** The page's sentences ranked by how many keywords they carry, earlier ones first on a tie. */
function keySentences(page: PageBrief, keywords: string[]): string[] {
  // Each line of the text is a paragraph (read-page.ts): a sentence never runs across two.
  const text = `${page.description}\n${page.text.slice(0, TEXT_READ)}`;
  const sentences = (text.match(/[^.!?\n]+[.!?]+["'”’)]?/g) ?? [])
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(
      (sentence) =>
        sentence.length >= SENTENCE_LENGTH.min &&
        sentence.length <= SENTENCE_LENGTH.max &&
        /^[\p{Lu}\p{N}"“]/u.test(sentence),
    );
  const unique = [...new Set(sentences)];
  const score = (sentence: string, position: number) => {
    const lower = sentence.toLowerCase();
    const hits = keywords.filter((word) => lower.includes(word)).length;
    return hits - position / (unique.length + 1);
  };
  return unique
    .map((sentence, position) => ({ sentence, score: score(sentence, position) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .map(({ sentence }) => sentence);
}

function writeDescription(options: {
  page: PageBrief;
  sentences: string[];
  keywords: string[];
  site: string;
  variant: number;
}): string {
  const { page, sentences, keywords, site, variant } = options;
  const action = (CALLS_TO_ACTION[variant % CALLS_TO_ACTION.length] ?? CALLS_TO_ACTION[0]).replace(
    '{site}',
    site,
  );
  const tags = [...new Set(keywords.map((word) => hashtagOf(word)).filter(Boolean))].slice(0, 4).join(' ');
  const room = MAX_PIN_DESCRIPTION_LENGTH - action.length - tags.length - 2;
  // Each variant starts from another of the best sentences, so no two read alike.
  const start = sentences.length > 0 ? variant % sentences.length : 0;
  const ordered = [...sentences.slice(start), ...sentences.slice(0, start)];
  let body = '';
  for (const sentence of ordered) {
    const next = body ? `${body} ${sentence}` : sentence;
    if (next.length > room) break;
    body = next;
    if (body.length >= 260) break;
  }
  if (!body) body = truncateWords(page.description || page.title, room).replace(/[.?!]*$/, '.');
  let text = `${body} ${action} ${tags}`.trim();
  if (text.length < MIN_DESCRIPTION_LENGTH) {
    text = `${body} ${`From ${page.title}.`} ${action} ${tags}`.replace(/\s+/g, ' ').trim();
  }
  return truncateWords(text, MAX_PIN_DESCRIPTION_LENGTH);
}

function writeAltText(page: PageBrief, title: string, sentences: string[], site: string): string {
  const what = page.photo ? `The photo from ${site}'s page` : `Artwork for ${site}'s page`;
  const about = sentences[0] ? ` The page: ${sentences[0]}` : '';
  return truncateWords(
    `${what} "${page.title || title}", with the pin title "${title}" set over it.${about}`,
    MAX_PIN_ALT_TEXT_LENGTH,
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'the page';
  }
}
