// What the offline copy understands of a board: its topic (the name, or the description's first
// subject when the name says nothing, as "Board One", "Less is more" or "Walk Test Board"), the
// phrases its description lists ("warm soups", "baked treats") and the search keywords they hold.
// A name's decorations ("(edited)", "(copy)", "v2") and the word "board" are never part of it.
import { calm, inSentence, properNounsOf, titleCase } from './copy-case';
import {
  BOARD_COMPOUNDS,
  CLAUSE_STARTERS,
  CUT_PREPOSITIONS,
  NAME_DECORATIONS,
  PLACEHOLDER_WORDS,
  SINGULAR_S,
  STOP_WORDS,
  TOPIC_PREPOSITIONS,
  VAGUE_WORDS,
} from './copy-lexicon';

interface Topic {
  /** "Yoga for Beginners" */
  title: string;
  /** "yoga for beginners", proper nouns kept */
  sentence: string;
  /** What the pins are: "Yoga Ideas for Beginners", "Weeknight Dinners" (already plural). */
  ideasTitle: string;
  ideasSentence: string;
  /**
   * How the topic behaves in a sentence: `things` is a plural ("Weeknight Dinners"), `activity` a
   * pastime one can talk about without an article ("Sourdough", "Budgeting"), `thing` a singular
   * that would need one ("Capsule Wardrobe": not "Mistakes to Avoid with Capsule Wardrobe").
   */
  kind: 'things' | 'activity' | 'thing';
  /** A prepositional tail ("for Beginners") keeps it from qualifying a noun ("… Checklist"). */
  tail: boolean;
}

interface Facet {
  /** As it reads inside a sentence: "warm soups", "how to keep them alive", "SEO basics". */
  sentence: string;
  /** Title Case when short enough for a title or hashtag; null for clauses ("how to …"). */
  title: string | null;
}

export interface BoardReading {
  /** null when neither the name nor the description names a subject ("Untitled", no description). */
  topic: Topic | null;
  /** At most four, in the description's order, none repeating the topic. */
  facets: Facet[];
  keywords: string[];
}

const MAX_FACETS = 4;
const MAX_FACET_LENGTH = 40;
const MAX_TITLE_FACET_LENGTH = 24;
const MAX_TOPIC_LENGTH = 32;
const MAX_NAME_TOPIC_LENGTH = 40;
const IRREGULAR_PLURALS = new Set(['children', 'people', 'men', 'women', 'feet', 'teeth', 'mice']);
/** Subjects spoken of without an article, like a pastime: "How to Get Started with Crochet". */
const ACTIVITIES = new Set(
  `art decor design fashion style food fitness travel yoga pilates crochet knitting sourdough skincare
  makeup haircare diy wellness health finance money care prep photography gardening cooking baking`.split(
    /\s+/,
  ),
);
/** -ing words that name a thing rather than an activity. */
const ING_THINGS = new Set(
  'wedding building ring king thing spring string evening morning ceiling pudding dumpling sibling earring wing swing stuffing icing frosting clothing'.split(
    ' ',
  ),
);
/** What a name may start with that is not its subject: "my recipes", "For the Home". */
const NAME_LEADERS = new Set(
  'a an the my our your his her their for of to on in some all these those this'.split(' '),
);
/** A regular past participle ("cooked", "painted"), not a noun ending in -ed ("bed", "seed"). */
const PARTICIPLE = /^\p{L}{2,}[^e\W]ed$/iu;
/** Words that turn a phrase around: kept at its start ("no spend challenges"). */
const NEGATIONS = new Set(['no', 'not', 'nor', 'without']);

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const lower = (word: string) => word.toLowerCase().replace(/['’]s$/, '');
const isFiller = (word: string) => STOP_WORDS.has(lower(word)) || VAGUE_WORDS.has(lower(word));
const isNumber = (word: string) => /^\d+$/.test(word);
/** Words that say something: not filler, not a bare number. */
const contentOf = (words: string[]) => words.filter((w) => !isFiller(w) && !isNumber(w));

export function readBoard(board: { name: string; description: string }): BoardReading {
  const proper = new Set([...properNounsOf(board.name), ...properNounsOf(board.description)]);
  const phrases = descriptionPhrases(board.description);
  const named = topicWords(board.name);
  const fromDescription = named ? null : descriptionTopic(phrases);
  const words = named ?? fromDescription ?? null;
  const topic = words ? topicOf(words, proper) : null;
  const topicKey = words ? key(words) : '';

  const facets: Facet[] = [];
  const seen = new Set([topicKey]);
  for (const phrase of phrases) {
    const phraseKey = key(phrase.words);
    // "cheap weekend trips by train" only says the topic again, at greater length.
    const repeatsTopic = topicKey !== '' && phraseKey.startsWith(`${topicKey} `);
    if (seen.has(phraseKey) || repeatsTopic || facets.length === MAX_FACETS) continue;
    seen.add(phraseKey);
    facets.push({
      sentence: inSentence(phrase.words.join(' '), proper),
      title:
        !phrase.clause && isTitleWorthy(phrase.words)
          ? titleCase(inSentence(phrase.words.join(' '), proper))
          : null,
    });
  }
  const keywords = [...new Set([...(words ?? []), ...phrases.flatMap((p) => p.words)].map(lower))].filter(
    (word) => word.length >= 3 && contentOf([word]).length === 1,
  );
  return { topic, facets, keywords };
}

/**
 * Search keywords of a board: its topic's and description's words that say something.
 * @internal for tests and benchmarks, not production code
 */
export function keywordsOf(name: string, description: string): string[] {
  return readBoard({ name, description }).keywords;
}

/**
 * The name's words when they name a subject; null for "Board One", "test", "Things I Love" and a
 * name made while trying things out ("Walk Test Board"). "Travel Board" is about "Travel".
 */
function topicWords(name: string): string[] | null {
  const all = wordsOf(dedupe(clean(calm(undecorated(name)))));
  if (isPlaceholder(all)) return null;
  const words = trimFiller(withoutBoardWord(all), NAME_LEADERS);
  if (contentOf(words).length === 0) return null;
  // A motto or a sentence ("Less is more") is the board's mood, not what its pins are about.
  if (words.some((w) => CLAUSE_STARTERS.has(lower(w)))) return null;
  return shortened(words);
}

/**
 * A long name loses its last tails until title patterns have room: "Kitchen Renovation Ideas and
 * Budget Makeovers for Small Apartments" → "Kitchen Renovation Ideas". The description keeps the rest.
 */
function shortened(words: string[]): string[] {
  let kept = words;
  while (kept.join(' ').length > MAX_NAME_TOPIC_LENGTH) {
    const cut = kept.findLastIndex(
      (w, i) => i >= 2 && (TOPIC_PREPOSITIONS.has(lower(w)) || ['and', 'or', '&'].includes(lower(w))),
    );
    if (cut === -1) break;
    kept = trimFiller(kept.slice(0, cut));
  }
  return kept;
}

/** "Walk Test Board (edited)" → "Walk Test Board", "Meal Prep v2" → "Meal Prep". */
function undecorated(name: string): string {
  let text = name.trim();
  for (;;) {
    const next = text.replace(NAME_DECORATIONS, '').trim();
    if (next === text || next === '') return text;
    text = next;
  }
}

/** A name made while trying things out says nothing of the pins: "Test Board", "Untitled", "temp". */
function isPlaceholder(words: string[]): boolean {
  return words.some(
    (w, i) =>
      PLACEHOLDER_WORDS.has(lower(w)) && !(lower(w) === 'test' && lower(words[i + 1] ?? '') === 'kitchen'),
  );
}

/**
 * "Travel Board" → "Travel": the board is where the pins go, not what they are about; but a board
 * that is a thing keeps the word ("Charcuterie Boards", "Board Games", "Board and Batten").
 */
function withoutBoardWord(words: string[]): string[] {
  return words.filter((w, i) => {
    if (!/^boards?$/i.test(w)) return true;
    const before = lower(words[i - 1] ?? '');
    const after = lower(words[i + 1] ?? '');
    return BOARD_COMPOUNDS.has(before) || /^(games?|gaming|and)$/.test(after);
  });
}

/**
 * The description's first subject short enough for a title: "Cheap weekend trips by train across
 * Europe" → "Cheap weekend trips", dropping prepositional tails until it fits.
 */
function descriptionTopic(phrases: Phrase[]): string[] | null {
  for (const phrase of phrases) {
    if (phrase.clause) continue;
    let words = phrase.words;
    while (!isTitleWorthy(words, MAX_TOPIC_LENGTH, 4)) {
      const cut = words.findLastIndex((w, i) => i >= 1 && CUT_PREPOSITIONS.has(lower(w)));
      if (cut === -1) break;
      words = trimFiller(words.slice(0, cut));
    }
    if (words.length > 0 && isTitleWorthy(words, MAX_TOPIC_LENGTH, 4)) return words;
  }
  return null;
}

function topicOf(words: string[], proper: ReadonlySet<string>): Topic {
  const sentence = inSentence(words.join(' '), proper);
  const title = titleCase(sentence);
  const split = words.findIndex((w, i) => i > 0 && TOPIC_PREPOSITIONS.has(lower(w)));
  const head = split === -1 ? words : words.slice(0, split);
  const last = lower(head[head.length - 1] ?? '');
  const kind = isPlural(last)
    ? 'things'
    : ACTIVITIES.has(last) || (last.endsWith('ing') && !ING_THINGS.has(last))
      ? 'activity'
      : 'thing';
  // A place leads with "Ideas for" ("Ideas for Europe on a Budget"); anything else takes "Ideas"
  // after its head ("Yoga Ideas for Beginners", "Wedding Ideas on a Budget").
  const place = /^\p{Lu}/u.test(wordsOf(sentence)[head.length - 1] ?? '');
  const ideasOf = (text: string, ideas: string) => {
    if (kind === 'things') return text;
    const parts = wordsOf(text);
    if (split !== -1 && place) return `${ideas} for ${text}`;
    const at = split === -1 ? parts.length : split;
    return [...parts.slice(0, at), ideas, ...parts.slice(at)].join(' ');
  };
  return {
    title,
    sentence,
    ideasTitle: ideasOf(title, 'Ideas'),
    ideasSentence: ideasOf(sentence, 'ideas'),
    kind,
    tail: split !== -1,
  };
}

function isPlural(word: string): boolean {
  const w = lower(word);
  if (IRREGULAR_PLURALS.has(w)) return true;
  if (SINGULAR_S.has(w) || /(ss|us|is)$/.test(w) || w.length < 3) return w === 'menus';
  return w.endsWith('s');
}

interface Phrase {
  words: string[];
  /** "how to keep them alive": fine in a sentence's list, not in a title or hashtag. */
  clause: boolean;
}

/** The description cut into the phrases it lists, each trimmed to what it names. */
function descriptionPhrases(description: string): Phrase[] {
  return clean(calm(description))
    .split(/[,.;:!?()/|]+|(?<!\d)\s+(?:and|or|&|plus|with)\s+(?!\d)|\s+[-–—]\s+/i)
    .map((part) => phraseOf(wordsOf(dedupe(part))))
    .filter((phrase): phrase is Phrase => phrase !== null);
}

function phraseOf(all: string[]): Phrase | null {
  const first = lower(all[0] ?? '');
  // "I post my own bakes here too": a sentence about the board, not something it lists.
  if (['i', 'we', 'you', 'they', 'he', 'she', 'it', 'this', 'these'].includes(first)) return null;
  if (/^(how|ways|what|where|when|why)$/.test(first) && lower(all[1] ?? '') === 'to' && all.length > 2) {
    const clause = all.join(' ');
    return clause.length <= MAX_FACET_LENGTH ? { words: all, clause: true } : null;
  }
  let words = dropLeading(all);
  // "Things for the house", "tips for beginners": a vague head says nothing of its own.
  if (VAGUE_WORDS.has(lower(words[0] ?? '')) && STOP_WORDS.has(lower(words[1] ?? ''))) return null;
  const clauseAt = words.findIndex((w, i) => i > 0 && CLAUSE_STARTERS.has(lower(w)));
  words = trimFiller(clauseAt === -1 ? words : words.slice(0, clauseAt));
  // "Places | I want to see": one word left of a sentence is no longer what it meant.
  if (clauseAt !== -1 && words.length < 2) return null;
  // Too long to read in a list: drop the last prepositional tail ("… for 2 and 3 year olds").
  while (words.length > 5 || words.join(' ').length > MAX_FACET_LENGTH) {
    // Not at "into": "Turning thrift store finds | into something new" leaves half a sentence.
    const cut = words.findLastIndex((w, i) => i >= 2 && CUT_PREPOSITIONS.has(lower(w)));
    if (cut === -1) return null;
    words = trimFiller(words.slice(0, cut));
  }
  // "the recipes cooked | in them": a past participle left at the end names nothing; the noun does.
  while (words.length > 1 && PARTICIPLE.test(words[words.length - 1] as string)) words = words.slice(0, -1);
  return contentOf(words).length === 0 ? null : { words, clause: false };
}

/** Short, filler-free phrases make a title or a hashtag: "Warm Soups", "SEO Basics". */
function isTitleWorthy(words: string[], maxLength = MAX_TITLE_FACET_LENGTH, maxWords = 3): boolean {
  return (
    words.length <= maxWords &&
    words.join(' ').length <= maxLength &&
    words.every((w) => !STOP_WORDS.has(lower(w)))
  );
}

/** Emoji, symbols and repeated punctuation out: "my recipes!!" → "my recipes". */
function clean(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\s,.;:!?()&'’/|–—-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "recipes recipes recipes" → "recipes". */
function dedupe(text: string): string {
  return text.replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1');
}

/** Filler at either end goes: "my recipes!!" → "recipes", "lots of plants" → "plants". */
function trimFiller(raw: string[], leaders: ReadonlySet<string> = STOP_WORDS): string[] {
  const words = dropLeading(raw, leaders);
  let end = words.length;
  while (end > 0 && (STOP_WORDS.has(lower(words[end - 1] as string)) || words[end - 1] === '&')) end--;
  return words.slice(0, end);
}

function dropLeading(raw: string[], leaders: ReadonlySet<string> = STOP_WORDS): string[] {
  const words = raw
    .map((w) => (w === '&' ? w : w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')))
    .filter(Boolean);
  const leads = (w: string) => w === '&' || (leaders.has(lower(w)) && !NEGATIONS.has(lower(w)));
  let start = 0;
  while (start < words.length && leads(words[start] as string)) start++;
  return words.slice(start);
}

/** Compares phrases by their words: "Sourdough" is the topic "sourdough". */
function key(words: string[]): string {
  return contentOf(words)
    .map((w) => lower(w).replace(/s$/, ''))
    .join(' ');
}
