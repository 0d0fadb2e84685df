// Pin text from an OpenAI-compatible chat model (OpenAI, Ollama, LocalAI, vLLM): one JSON
// answer with title, description and alt text, checked against Pinterest's limits.
import type OpenAI from 'openai';
import { z } from 'zod';
import {
  MAX_PIN_ALT_TEXT_LENGTH,
  MAX_PIN_DESCRIPTION_LENGTH,
  MAX_PIN_TITLE_LENGTH,
  stripQuotes,
} from '../../../shared/api/pins';
import { MIN_DESCRIPTION_LENGTH } from './local-text';
import { distinguishTitle, sameTitle } from './local-titles';
import type { OpenAiCallOptions, OpenAiConnection } from './openai-calls';
import { OPENAI_PROVIDER, OpenAiProvider } from './openai-calls';
import { truncateWords } from './pin-copy';
import { textCost } from './pricing';
import { MAX_PAGE_TEXT_IN_PROMPT, renderPrompt, TITLE_NOT_YET_WRITTEN } from './prompts';
import {
  type PageBrief,
  type PinText,
  type PinTextRequest,
  ProviderError,
  type RecordCall,
  type TextProvider,
} from './types';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const SYSTEM_PROMPT = [
  'You are an expert Pinterest copywriter.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"title" (the pin title), "description" (the pin description) and',
  '"alt_text" (one or two plain sentences, at most 500 characters, describing the pin image for screen readers).',
].join(' ');

const answerSchema = z.object({
  title: z.string().trim().min(1, 'the title is empty'),
  description: z.string().trim(),
  alt_text: z.string().optional(),
  altText: z.string().optional(),
});

export class OpenAiTextProvider extends OpenAiProvider implements TextProvider {
  constructor(connection: OpenAiConnection, options: OpenAiCallOptions = {}) {
    super(connection, options, 60_000);
  }

  async writePin(request: PinTextRequest, record: RecordCall): Promise<PinText> {
    // Title and description come in one answer, so {{title}} means the title being written.
    const description = renderPrompt(request.descriptionPrompt, { title: TITLE_NOT_YET_WRITTEN });
    const prompt = withPage(`${request.titlePrompt}\n\n${description}`, request.page);
    const messages: Message[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    const isRepeat = (title: string) => request.pinHistory.some((old) => sameTitle(old, title));
    const first = await this.ask(messages, prompt, record);
    if (!isRepeat(first.text.title)) return first.text;
    // One more try with the clash spelled out; models often repeat the obvious title.
    messages.push(
      { role: 'assistant', content: first.content },
      {
        role: 'user',
        content: `The board already has a pin titled "${first.text.title}". Write a clearly different title and answer with the same JSON object.`,
      },
    );
    const second = await this.ask(messages, prompt, record);
    if (!isRepeat(second.text.title)) return second.text;
    return { ...second.text, title: distinguishTitle(second.text.title, request.pinHistory) };
  }

  /** One chat call, recorded whether it succeeds, fails or answers something unusable. */
  private ask(messages: Message[], prompt: string, record: RecordCall) {
    const body = {
      model: this.model,
      messages: [...messages],
      response_format: { type: 'json_object' as const },
      temperature: 0.9,
    };
    return this.recorded(
      { type: 'text', prompt, body },
      {
        record,
        send: async () => (await this.client).chat.completions.create(body).withResponse(),
        read: async (data) => {
          const content = data.choices[0]?.message?.content ?? '';
          return { text: parseAnswer(content), content };
        },
        // The tokens were spent whether or not the answer was usable.
        usageOf: (data) => ({
          tokens: data.usage?.total_tokens ?? 0,
          cost: textCost(this.model, data.usage?.prompt_tokens ?? 0, data.usage?.completion_tokens ?? 0),
        }),
      },
    );
  }
}

/**
 * A pin made from a page is written from what the page says: its title, description and text
 * (capped) follow the prompt, unless the template already put the text in ({{page_text}}).
 */
function withPage(prompt: string, page: PageBrief | undefined): string {
  if (!page) return prompt;
  const text = page.text.slice(0, MAX_PAGE_TEXT_IN_PROMPT);
  if (text && prompt.includes(text.slice(0, 200))) return prompt;
  return [
    prompt,
    '',
    `Write the pin from the page it links to (${page.url}); use its facts and words, invent nothing.`,
    `Page title: ${page.title}`,
    page.description ? `Page description: ${page.description}` : '',
    page.siteName ? `Site: ${page.siteName}` : '',
    'Page text:',
    text || '(none)',
  ]
    .filter((line, index) => index < 2 || line !== '')
    .join('\n');
}

/** The model's JSON as pin text within Pinterest's limits; a description under 150 characters is refused. */
function parseAnswer(content: string): PinText {
  // Self-hosted models sometimes wrap JSON in a Markdown fence despite json_object.
  const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ProviderError('The text model did not answer with JSON', OPENAI_PROVIDER, 502);
  }
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ProviderError(
      `The text model's answer is missing a title or description (${parsed.error.issues[0]?.message})`,
      OPENAI_PROVIDER,
      502,
    );
  }
  const title = truncateWords(stripQuotes(parsed.data.title).replace(/\s+/g, ' '), MAX_PIN_TITLE_LENGTH);
  const description = fitDescription(stripQuotes(parsed.data.description));
  if (description.length < MIN_DESCRIPTION_LENGTH) {
    throw new ProviderError(
      `The text model wrote a description of ${description.length} characters; at least ${MIN_DESCRIPTION_LENGTH} are needed`,
      OPENAI_PROVIDER,
      502,
    );
  }
  const alt = stripQuotes(parsed.data.alt_text ?? parsed.data.altText ?? '').replace(/\s+/g, ' ');
  return {
    title,
    description,
    altText: truncateWords(alt || `Pinterest pin image: ${title}`, MAX_PIN_ALT_TEXT_LENGTH),
  };
}

/** Cuts an over-long description in its sentences, keeping the hashtags at its end. */
function fitDescription(text: string): string {
  if (text.length <= MAX_PIN_DESCRIPTION_LENGTH) return text;
  const tags = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u.exec(text)?.[0].trim() ?? '';
  if (!tags || tags.length > 100) return truncateWords(text, MAX_PIN_DESCRIPTION_LENGTH);
  const body = text.slice(0, text.length - tags.length).trim();
  return `${truncateWords(body, MAX_PIN_DESCRIPTION_LENGTH - tags.length - 1)} ${tags}`;
}
