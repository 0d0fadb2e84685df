// The offline text provider: titles, descriptions and alt text composed from the board itself,
// or from the page a pin is made from (page-copy.ts), so Pinloom works without any AI account
// (docs/engineering.md "Generation").
import { MAX_PIN_ALT_TEXT_LENGTH, MAX_PIN_DESCRIPTION_LENGTH } from '../../../shared/api/pins';
import { colorName } from '../../render/palette';
import { pick, type Random } from '../../render/seeded-random';
import { type BoardReading, readBoard } from './board-reading';
import { hashtagOf } from './copy-case';
import { writeTitle } from './local-titles';
import { writePageCopy } from './page-copy';
import {
  CALLS_TO_ACTION,
  EXTRA_SENTENCE,
  fill,
  listOf,
  NO_FACETS,
  OPENERS,
  STYLE_WORDS,
  truncateWords,
} from './pin-copy';
import { renderPrompt } from './prompts';
import type { BoardBrief, PinText, PinTextRequest, RecordCall, TextProvider } from './types';

export const MIN_DESCRIPTION_LENGTH = 150;
export class LocalTextProvider implements TextProvider {
  readonly name = 'local';
  readonly model = 'pinloom-local-text';
  private readonly random: Random;

  constructor(options: { random?: Random } = {}) {
    this.random = options.random ?? Math.random;
  }

  async writePin(request: PinTextRequest, record: RecordCall): Promise<PinText> {
    const started = performance.now();
    const text = request.page
      ? writePageCopy({ page: request.page, history: request.pinHistory, random: this.random })
      : this.writeFromBoard(request);
    const { title } = text;
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
      requestBody: JSON.stringify({
        board: request.board,
        pinHistory: request.pinHistory,
        // The page's address and title; its text is in the prompt when a template asks for it.
        ...(request.page ? { page: { url: request.page.url, title: request.page.title } } : {}),
      }),
      responseBody,
      errorMessage: null,
    });
    return text;
  }

  private writeFromBoard(request: PinTextRequest): PinText {
    const { board } = request;
    const reading = readBoard(board);
    const title = writeTitle({
      reading,
      style: board.styleConfig.style,
      history: request.pinHistory,
      random: this.random,
    });
    return {
      title,
      description: this.writeDescription(board, reading),
      altText: writeAltText(board, title),
    };
  }

  private writeDescription(board: BoardBrief, reading: BoardReading): string {
    const style = STYLE_WORDS[board.styleConfig.style];
    const { topic } = reading;
    const facets = reading.facets.map((facet) => facet.sentence);
    const values = {
      topic: topic?.sentence ?? '',
      ideas: topic?.ideasSentence ?? '',
      more: topic?.ideasSentence ?? 'ideas like these',
      adj: pick(this.random, adjectivesFor(style.adjectives, topic?.sentence ?? '')).toLowerCase(),
      facets: facets.length > 0 ? listOf(facets) : NO_FACETS,
    };
    const opener = fill(pick(this.random, topic ? OPENERS.topic : OPENERS.any), values);
    const action = fill(pick(this.random, CALLS_TO_ACTION), values);
    const tags = hashtags(board, reading);

    // Drop the optional sentences, then facets, when a long board name or description makes it too long.
    const fewer = fill(OPENERS.any[0], { ...values, facets: listOf(facets.slice(0, 2)) || NO_FACETS });
    const variants = [
      [opener, style.promise, action],
      [opener, action],
      [fewer, action],
    ];
    for (const sentences of variants) {
      const text = `${sentences.join(' ')} ${tags}`;
      if (text.length <= MAX_PIN_DESCRIPTION_LENGTH) return padDescription(text, sentences, tags);
    }
    const room = MAX_PIN_DESCRIPTION_LENGTH - tags.length - 2;
    return `${truncateWords(fewer, room).replace(/[.?!]*$/, '.')} ${tags}`;
  }
}

/** The style's words the topic does not already say ("calm calm bedrooms"). */
function adjectivesFor(adjectives: string[], topic: string): string[] {
  const said = new Set(topic.toLowerCase().split(/[\s-]+/));
  const left = adjectives.filter(
    (adj) =>
      !adj
        .toLowerCase()
        .split('-')
        .some((part) => said.has(part)),
  );
  return left.length > 0 ? left : adjectives;
}

function padDescription(text: string, sentences: string[], tags: string): string {
  if (text.length >= MIN_DESCRIPTION_LENGTH) return text;
  return `${[...sentences, EXTRA_SENTENCE].join(' ')} ${tags}`;
}

/** 4 hashtags (the brief asks 3 to 5): the topic, what the description lists, then style tags. */
function hashtags(board: BoardBrief, reading: BoardReading): string {
  const fallback = {
    modern: ['#ModernDesign', '#PinterestInspiration', '#IdeasToTry'],
    vintage: ['#VintageStyle', '#PinterestInspiration', '#IdeasToTry'],
    minimalist: ['#MinimalistStyle', '#SimpleLiving', '#PinterestInspiration'],
    bold: ['#BoldDesign', '#PinterestInspiration', '#IdeasToTry'],
  }[board.styleConfig.style];
  const candidates = [
    reading.topic ? hashtagOf(reading.topic.title) : '',
    ...reading.facets
      .flatMap((facet) => (facet.title ? [hashtagOf(facet.title)] : []))
      .filter((tag) => tag.length <= 21)
      .slice(0, 2),
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
  const colors = [...new Set(board.styleConfig.brandColors.map(colorName))].slice(0, 3);
  const colorText =
    colors.length > 1 ? `${colors.slice(0, -1).join(', ')} and ${colors[colors.length - 1]}` : colors[0];
  const text =
    `Vertical ${board.styleConfig.style} pin graphic in ${colorText} tones: ${style.art}. ` +
    `The title "${title}" is set in ${style.font}, with the board name "${board.name}" at the bottom.`;
  return truncateWords(text, MAX_PIN_ALT_TEXT_LENGTH);
}
