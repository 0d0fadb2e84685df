// The offline text provider: titles, descriptions and alt text composed from the board itself,
// so Pinloom works without any AI account (DESIGN.md "Generation").
import {
  MAX_PIN_ALT_TEXT_LENGTH,
  MAX_PIN_DESCRIPTION_LENGTH,
  MAX_PIN_TITLE_LENGTH,
} from '../../../shared/api/pins';
import { colourName } from './palette';
import {
  CALLS_TO_ACTION,
  EXTRA_SENTENCE,
  facetsOf,
  fill,
  hashtagOf,
  ideasOf,
  inSentence,
  keywordsOf,
  OPENERS,
  STYLE_WORDS,
  TITLE_TEMPLATES,
  titleCase,
  truncateWords,
} from './pin-copy';
import { renderPrompt } from './prompts';
import { pick, type Random, shuffled } from './seeded-random';
import type { BoardBrief, PinText, PinTextRequest, RecordCall, TextProvider } from './types';

export const MIN_DESCRIPTION_LENGTH = 150;

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

/** Adds " (Part 2)", " (Part 3)"… until the title is new, shortening the title to make room. */
export function distinguishTitle(title: string, history: string[]): string {
  for (let part = 2; ; part++) {
    const suffix = ` (Part ${part})`;
    const candidate = `${truncateWords(title, MAX_PIN_TITLE_LENGTH - suffix.length)}${suffix}`;
    if (!history.some((old) => sameTitle(old, candidate))) return candidate;
  }
}

export class LocalTextProvider implements TextProvider {
  readonly name = 'local';
  readonly model = 'pinloom-local-text';
  private readonly random: Random;

  constructor(options: { random?: Random } = {}) {
    this.random = options.random ?? Math.random;
  }

  async writePin(request: PinTextRequest, record: RecordCall): Promise<PinText> {
    const started = performance.now();
    const title = this.writeTitle(request.board, request.pinHistory);
    const text: PinText = {
      title,
      description: this.writeDescription(request.board),
      altText: writeAltText(request.board, title),
    };
    // The description prompt still holds {{title}}; the history shows it filled in.
    const prompt = `${request.titlePrompt}\n\n${renderPrompt(request.descriptionPrompt, { title })}`;
    const responseBody = JSON.stringify(text);
    record({
      type: 'text',
      provider: this.name,
      model: this.model,
      statusCode: 200,
      prompt,
      // An estimate (about four characters a token), so the history compares with real models.
      tokens: Math.ceil((prompt.length + responseBody.length) / 4),
      cost: 0,
      durationMs: Math.round(performance.now() - started),
      requestBody: JSON.stringify({ board: request.board, pinHistory: request.pinHistory }),
      responseBody,
      errorMessage: null,
    });
    return text;
  }

  private writeTitle(board: BoardBrief, history: string[]): string {
    const topic = titleCase(board.name.trim() || 'Pin Ideas');
    const facets = facetsOf(board.description).map(titleCase);
    const adjectives = STYLE_WORDS[board.styleConfig.style].adjectives;
    const templates = shuffled(this.random, TITLE_TEMPLATES).filter(
      (t) => (!t.includes('{f1}') || facets.length >= 1) && (!t.includes('{f2}') || facets.length >= 2),
    );
    const taken = new Set(history.map(titleKey));
    const numbers = shuffled(this.random, [5, 7, 8, 9, 10, 12, 15, 6, 11, 14, 20, 25]);
    let first = '';
    // Every template with every number and adjective before giving up: hundreds of distinct titles.
    for (const n of numbers) {
      for (const template of templates) {
        const [f1, f2] = shuffled(this.random, facets);
        const title = fill(template, {
          n: String(n),
          topic,
          ideas: ideasOf(topic),
          adj: pick(this.random, adjectives),
          f1: f1 ?? '',
          f2: f2 ?? '',
        });
        if (title.length > MAX_PIN_TITLE_LENGTH) continue;
        first ||= title;
        if (!taken.has(titleKey(title))) return title;
      }
    }
    // Only when a very long board name leaves no room for a template, or every variant is used.
    const base = first || truncateWords(topic, MAX_PIN_TITLE_LENGTH);
    return taken.has(titleKey(base)) ? distinguishTitle(base, history) : base;
  }

  private writeDescription(board: BoardBrief): string {
    const style = STYLE_WORDS[board.styleConfig.style];
    const topic = inSentence(board.name.trim() || 'pin');
    const facets = facetsOf(board.description).map(inSentence);
    const facetText =
      facets.length === 0
        ? 'practical ideas and simple inspiration'
        : facets.length === 1
          ? (facets[0] as string)
          : `${facets.slice(0, -1).join(', ')} and ${facets[facets.length - 1]}`;
    const values = { topic, facets: facetText, adj: inSentence(pick(this.random, style.adjectives)) };
    const opener = capitalise(fill(pick(this.random, OPENERS), values));
    const action = fill(pick(this.random, CALLS_TO_ACTION), values);
    const tags = hashtags(board);

    // Drop the optional sentences first when a long board name or description makes it too long.
    const variants = [
      [opener, style.promise, action],
      [opener, action],
      [capitalise(fill(OPENERS[0], { ...values, facets: 'a few favourite ideas' })), action],
    ];
    for (const sentences of variants) {
      const text = `${sentences.join(' ')} ${tags}`;
      if (text.length <= MAX_PIN_DESCRIPTION_LENGTH) return padDescription(text, sentences, tags);
    }
    const room = MAX_PIN_DESCRIPTION_LENGTH - tags.length - 2;
    return `${truncateWords(opener, room)}. ${tags}`;
  }
}

function padDescription(text: string, sentences: string[], tags: string): string {
  if (text.length >= MIN_DESCRIPTION_LENGTH) return text;
  return `${[...sentences, EXTRA_SENTENCE].join(' ')} ${tags}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 4 hashtags (the brief asks 3 to 5): the board, what its description names, then style tags. */
function hashtags(board: BoardBrief): string {
  const fallback = {
    modern: ['#ModernDesign', '#PinterestInspiration', '#IdeasToTry'],
    vintage: ['#VintageStyle', '#PinterestInspiration', '#IdeasToTry'],
    minimalist: ['#MinimalistStyle', '#SimpleLiving', '#PinterestInspiration'],
    bold: ['#BoldDesign', '#PinterestInspiration', '#IdeasToTry'],
  }[board.styleConfig.style];
  const nameWords = new Set(keywordsOf(board.name, '').map((w) => w.toLowerCase()));
  const described = keywordsOf('', board.description).filter((w) => !nameWords.has(w.toLowerCase()));
  const candidates = [
    hashtagOf(board.name),
    ...facetsOf(board.description)
      .slice(0, 2)
      .map(hashtagOf)
      .filter((tag) => tag.length <= 20),
    ...described.map(hashtagOf),
    ...fallback,
  ];
  const unique: string[] = [];
  for (const tag of candidates) {
    if (tag && !unique.some((t) => t.toLowerCase() === tag.toLowerCase())) unique.push(tag);
  }
  return unique.slice(0, 4).join(' ');
}

function writeAltText(board: BoardBrief, title: string): string {
  const style = STYLE_WORDS[board.styleConfig.style];
  const colours = [...new Set(board.styleConfig.brandColors.map(colourName))].slice(0, 3);
  const colourText =
    colours.length > 1 ? `${colours.slice(0, -1).join(', ')} and ${colours[colours.length - 1]}` : colours[0];
  const text =
    `Vertical ${board.styleConfig.style} pin graphic in ${colourText} tones: ${style.art}. ` +
    `The title "${title}" is set in ${style.font}, with the board name "${board.name}" at the bottom.`;
  return truncateWords(text, MAX_PIN_ALT_TEXT_LENGTH);
}
