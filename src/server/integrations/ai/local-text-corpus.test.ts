// The offline copy read as a Pinterest user would read it, over boards as people really name and
// describe them (tests/fixtures/board-corpus.ts): English that a person could have written, in
// Pinterest's limits, for every board and several seeds, and no two titles alike on a board.
import { describe, expect, it } from 'vitest';
import { BOARD_CORPUS, type CorpusBoard } from '../../../../tests/fixtures/board-corpus';
import { ENGLISH_STOP_WORDS } from '../../../../tests/fixtures/english-stop-words';
import { seededRandom } from '../../render/seeded-random';
import { keywordsOf } from './board-reading';
import { LocalTextProvider } from './local-text';
import type { BoardBrief, PinText } from './types';

const SEEDS = [1, 2, 3, 4];
/** Words title case keeps lowercase unless they start the title (or follow a colon). */
const SMALL_WORDS = new Set(
  'a an and as at but by for from in into nor of on or per the to via vs with'.split(' '),
);

function briefOf(board: CorpusBoard): BoardBrief {
  return {
    name: board.name,
    description: board.description,
    styleConfig: { style: board.style, brandColors: ['#B5542D', '#F3E6CC', '#2B1D12'] },
  };
}

async function write(board: CorpusBoard, pinHistory: string[], seed: number): Promise<PinText> {
  const provider = new LocalTextProvider({ random: seededRandom(seed) });
  return provider.writePin(
    { board: briefOf(board), pinHistory, titlePrompt: '', descriptionPrompt: '' },
    () => {},
  );
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** A word without the punctuation around it: "(Without" → "Without", "Dinners:" → "Dinners". */
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
/** Titles a reader would call the same pin: equal once numbers and punctuation are ignored. */
const alike = (title: string) =>
  title
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/[^\p{L}#\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

function expectNoDoubledWords(text: string, where: string) {
  const list = words(text).map((w) => bare(w).toLowerCase());
  list.forEach((word, i) => {
    if (word && i > 0 && word === list[i - 1]) throw new Error(`doubled "${word}" in ${where}: ${text}`);
  });
}

function expectTitleCase(title: string) {
  words(title).forEach((word, i, all) => {
    const core = bare(word);
    if (!core || /^\p{N}/u.test(core)) return;
    const afterColon = i > 0 && (all[i - 1] as string).endsWith(':');
    if (i === 0 || afterColon) {
      expect(core, `first word of "${title}"`).toMatch(/^\p{Lu}/u);
    } else if (SMALL_WORDS.has(core.toLowerCase())) {
      expect(core, `small word in "${title}"`).toBe(core.toLowerCase());
    } else {
      // "iPhone" keeps its brand casing; anything else starts with a capital.
      expect(core, `word in "${title}"`).toMatch(/^(\p{Lu}|\p{Ll}+\p{Lu})/u);
    }
  });
  // A word said twice reads like a template ("The Ultimate Guide to Lunch Ideas: 5 Ideas").
  const content = words(title)
    .map((w) =>
      bare(w)
        .toLowerCase()
        .replace(/(?<=\p{L}{3})s$/u, ''),
    )
    .filter((w) => w && w !== 'i' && !SMALL_WORDS.has(w) && !/^\d/.test(w));
  expect(content.length, `repeated word in "${title}"`).toBe(new Set(content).size);
}

function expectSentences(description: string, board: CorpusBoard) {
  const body = description.slice(0, description.search(/\s#/) === -1 ? undefined : description.search(/\s#/));
  expect(body).not.toMatch(/\s{2}|\s[,.;:!?]|[!?.,]{2}|\bundefined\b/);
  const source = `${board.name} ${board.description}`.toLowerCase();
  for (const sentence of body.split(/(?<=[.!?])\s+/)) {
    expect(sentence, `sentence of "${description}"`).toMatch(/^[\p{Lu}\p{N}]/u);
    // Mid-sentence capitals only for the board's own words (names, places) and "I": never for the
    // template's words ("Looking for Vintage-Inspired dinners").
    for (const word of words(sentence).slice(1).map(bare)) {
      if (/^\p{Lu}/u.test(word) && word !== 'I') {
        expect(source, `capitalised "${word}" in "${sentence}"`).toContain(word.toLowerCase());
      }
    }
    expect(sentence).not.toMatch(/\bi\b/);
  }
  // "weeknight dinners ideas": a plural already says what the pins are.
  expect(body).not.toMatch(/\b(?!christmas\b)\w*[^s's]s ideas\b/i);
}

function expectHashtags(description: string) {
  const tags = description.match(/#\S+/g) ?? [];
  expect(tags.length).toBeGreaterThanOrEqual(3);
  expect(tags.length).toBeLessThanOrEqual(5);
  expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
  for (const tag of tags) {
    // CamelCase: each word capitalised, no shouting ("#VEGANBAKING"), no stray punctuation.
    expect(tag).toMatch(/^#[\p{Lu}\p{N}][\p{L}\p{N}]*$/u);
    expect(tag).not.toMatch(/\p{Lu}{6}/u);
    const words = tag.slice(1).split(/(?<=\p{Ll})(?=\p{Lu})/u);
    expect(
      words.every((w) => ENGLISH_STOP_WORDS.has(w.toLowerCase())),
      `stop-word hashtag ${tag}`,
    ).toBe(false);
  }
}

function expectPin(text: PinText, board: CorpusBoard) {
  expect(text.title.length).toBeGreaterThan(0);
  expect(text.title.length).toBeLessThanOrEqual(100);
  expectTitleCase(text.title);
  expect(text.description.length).toBeGreaterThanOrEqual(150);
  expect(text.description.length).toBeLessThanOrEqual(500);
  expectSentences(text.description, board);
  expectHashtags(text.description);
  expect(text.altText.length).toBeLessThanOrEqual(500);
  expect(text.altText).toMatch(/^\p{Lu}/u);
  // Hashtags are read apart from the sentences ("… for more recipes. #Recipes" is not a doubled word).
  const [body = '', tags = ''] = text.description.split(/\s(?=#)(.*)/s);
  for (const [where, value] of Object.entries({ ...text, description: body, tags })) {
    expectNoDoubledWords(value, where);
  }
  if (board.vague) {
    // "14 Smart Board One Ideas": a name that says nothing is not the pin's subject.
    const name = new RegExp(`(^|[^\\p{L}])${escapeRegExp(board.name)}([^\\p{L}]|$)`, 'iu');
    expect(text.title).not.toMatch(name);
    expect(text.description).not.toMatch(name);
    // Nor its hashtag ("#WalkTestBoardEdited").
    const nameTag = board.name.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
    for (const tag of tags.match(/#\S+/g) ?? []) expect(tag.toLowerCase()).not.toContain(nameTag);
  }
  if (board.about) expect(body.toLowerCase()).toContain(board.about);
  // Hashtags read as words: "#WalkTestBoardEdited" says "walk test board edited".
  const tagWords = (tags.match(/#\S+/g) ?? []).map((tag) =>
    tag
      .slice(1)
      .split(/(?<=\p{Ll})(?=\p{Lu})/u)
      .join(' '),
  );
  for (const word of board.never ?? []) {
    const said = new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}([^\\p{L}]|$)`, 'iu');
    expect(text.title, `"${word}" in the title`).not.toMatch(said);
    expect(body, `"${word}" in the description`).not.toMatch(said);
    for (const tag of tagWords) expect(tag, `"${word}" in a hashtag`).not.toMatch(said);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('offline copy over a corpus of real-looking boards', () => {
  it('covers at least 50 boards', () => {
    expect(BOARD_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(BOARD_CORPUS)('keeps no stop word among the keywords of "$name"', (board) => {
    const keywords = keywordsOf(board.name, board.description);
    expect(keywords.filter((word) => ENGLISH_STOP_WORDS.has(word.toLowerCase()))).toEqual([]);
  });

  it.each(BOARD_CORPUS)('writes correct English for "$name"', async (board) => {
    for (const seed of SEEDS) expectPin(await write(board, [], seed), board);
  });

  it.each(BOARD_CORPUS)('never writes two titles alike on "$name" over 20 pins', async (board) => {
    const history: string[] = [];
    for (let i = 0; i < 20; i++) {
      const text = await write(board, [...history].reverse(), 100 + i);
      expectPin(text, board);
      expect(
        history.filter((old) => alike(old) === alike(text.title)),
        `"${text.title}" after ${history.length} pins`,
      ).toEqual([]);
      history.push(text.title);
    }
  });

  it('writes the same pin again from the same seed', async () => {
    const board = BOARD_CORPUS[0] as CorpusBoard;
    expect(await write(board, ['An Old Title'], 7)).toEqual(await write(board, ['An Old Title'], 7));
  });
});
