// The prompt templates generation starts from (admins edit them in global settings) and the
// one way their {{variables}} are filled in (docs/product.md §9).
import type { SettingCategory } from '../../../shared/api/settings';
import { PROMPT_VARIABLES, type PromptKind } from '../../../shared/api/settings';
import type { BoardBrief } from './types';

/** @internal for tests and benchmarks, not production code */
export const DEFAULT_PROMPTS: Record<PromptKind, string> = {
  title: [
    'Write one Pinterest pin title for the board "{{board_name}}".',
    'What the board is about: {{board_description}}',
    '',
    'Rules:',
    '- At most 100 characters; aim for 40 to 70 so it reads at a glance in the feed.',
    '- Lead with the words people type into Pinterest search for this topic (keyword-rich, specific).',
    '- Make it concrete and useful: a number, a benefit or a clear promise works well; no clickbait.',
    '- Title case, no quotation marks, no hashtags, no emojis.',
    '- It must be clearly different from every title the board already has:',
    '{{pin_history}}',
  ].join('\n'),
  description: [
    'Write the Pinterest pin description for the pin titled "{{title}}" on the board "{{board_name}}".',
    'What the board is about: {{board_description}}',
    '',
    'Rules:',
    '- Between 150 and 500 characters in total, hashtags included.',
    '- Open with what the reader gets from this pin, in natural sentences that weave in the search',
    '  keywords of the title and the board (no keyword lists).',
    '- Add one friendly call to action, such as saving the pin or trying the idea.',
    '- End with 3 to 5 relevant hashtags (no spaces inside a hashtag).',
    '- No quotation marks around the text, no emojis, no links.',
  ].join('\n'),
  image: [
    'A vertical 2:3 Pinterest pin image (portrait, 1000x1500) illustrating "{{title}}"',
    'for the board "{{board_name}}" ({{board_description}}).',
    'Scene: {{description}}',
    'Visual style and brand colors: {{style_config}}.',
    'Make the brand colors dominate the palette and keep the style consistent with the board.',
    'Leave a calm, uncluttered area in the middle of the image where a title can be placed later.',
    'Do not render any text, letters, numbers, logos or watermarks in the image.',
  ].join('\n'),
};

/** What each style means to an image model; the local painter follows the same brief. */
const STYLE_DESCRIPTIONS: Record<string, string> = {
  modern: 'modern: clean geometric shapes, smooth gradients, rounded blocks, crisp and airy',
  vintage: 'vintage: warm aged-paper tones, muted sepia-tinted colors, ornamental frame, print grain',
  minimalist: 'minimalist: lots of white space, one thin line or shape, light and quiet palette',
  bold: 'bold: large saturated color blocks, diagonal stripes, strong high-contrast composition',
};

/** Replaces {{name}} with its value; unknown or missing names become empty. Nothing is evaluated. */
export function renderPrompt(template: string, variables: Record<string, string | undefined>): string {
  return template.replace(/\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi, (_, name: string) =>
    Object.hasOwn(variables, name) ? (variables[name] ?? '') : '',
  );
}

/** A page's text in a prompt: enough to write from, bounded in tokens (about 1,500). */
export const MAX_PAGE_TEXT_IN_PROMPT = 6_000;

/** Recent titles only: a board with hundreds of pins must not blow up the prompt. */
const MAX_HISTORY_IN_PROMPT = 50;

/**
 * What the title prompt says of the board's best performers (ADR 0045) under its titles.
 * @internal for tests and benchmarks, not production code
 */
export const TOP_TITLES_HEADING =
  'Titles of this board that brought the most outbound clicks and saves over the last 90 days, best first (learn from what works in them; do not copy them):';

/**
 * The board's titles, then, when analytics have learnt them, its best-performing ones (ADR 0045).
 * @internal for tests and benchmarks, not production code
 */
export function formatPinHistory(titles: string[], topTitles: readonly string[] = []): string {
  const recent = titles.slice(-MAX_HISTORY_IN_PROMPT);
  const history = recent.length === 0 ? '(none yet)' : recent.map((title) => `- ${title}`).join('\n');
  if (topTitles.length === 0) return history;
  return [history, '', TOP_TITLES_HEADING, ...topTitles.map((title) => `- ${title}`)].join('\n');
}

function formatStyleConfig(board: BoardBrief): string {
  const style = STYLE_DESCRIPTIONS[board.styleConfig.style] ?? board.styleConfig.style;
  return `${style}; brand colors ${board.styleConfig.brandColors.join(', ')}`;
}

/**
 * The variables of one kind, exactly those docs/product.md §9 lists. The description prompt is
 * rendered before the title exists: leave `title` out and `{{title}}` stays in the text for
 * the text provider to fill (types.ts, PinTextRequest.descriptionPrompt).
 */
export function promptVariables(
  kind: PromptKind,
  values: {
    board: BoardBrief;
    pinHistory?: string[];
    /** The board's best-performing titles, learnt from its analytics (ADR 0045). */
    topTitles?: readonly string[];
    title?: string;
    description?: string;
    /** Where the pin will link to. */
    link?: string | null;
    /** The page the pin is made from (generate-from-page.ts). */
    page?: { title: string; text: string };
  },
): Record<string, string> {
  const all: Record<string, string> = {
    board_name: values.board.name,
    board_description: values.board.description || '(no description)',
    pin_history: formatPinHistory(values.pinHistory ?? [], values.topTitles),
    title: values.title ?? '{{title}}',
    description: values.description ?? '',
    style_config: formatStyleConfig(values.board),
    link: values.link || '(no link)',
    page_title: values.page?.title || '(no page)',
    page_text: values.page ? values.page.text.slice(0, MAX_PAGE_TEXT_IN_PROMPT) || '(no text)' : '(no page)',
  };
  return Object.fromEntries(PROMPT_VARIABLES[kind].map((name) => [name, all[name] ?? '']));
}

/** What a provider that writes title and description in one answer puts for {{title}}. */
export const TITLE_NOT_YET_WRITTEN = 'the title you write';

export interface PromptSetting {
  setting_key: string;
  setting_value: string;
  description: string;
  category: SettingCategory;
}

/** Global settings generation seeds (and admins edit): the prompt templates and model names. */
export const DEFAULT_AI_SETTINGS: PromptSetting[] = [
  {
    setting_key: 'prompt_title',
    setting_value: DEFAULT_PROMPTS.title,
    description: `Pin title prompt. Variables: ${PROMPT_VARIABLES.title.map((v) => `{{${v}}}`).join(', ')}`,
    category: 'prompts',
  },
  {
    setting_key: 'prompt_description',
    setting_value: DEFAULT_PROMPTS.description,
    description: `Pin description prompt. Variables: ${PROMPT_VARIABLES.description.map((v) => `{{${v}}}`).join(', ')}`,
    category: 'prompts',
  },
  {
    setting_key: 'prompt_image',
    setting_value: DEFAULT_PROMPTS.image,
    description: `Pin image prompt. Variables: ${PROMPT_VARIABLES.image.map((v) => `{{${v}}}`).join(', ')}`,
    category: 'prompts',
  },
  {
    setting_key: 'model_text',
    setting_value: 'gpt-4o',
    description: 'Text model for titles, descriptions and alt text (gpt-4o, gpt-4, gpt-3.5-turbo)',
    category: 'models',
  },
  {
    setting_key: 'model_image',
    setting_value: 'gpt-image-1',
    description: 'Image model for pin artwork (dall-e-3, dall-e-2, gpt-image-1)',
    category: 'models',
  },
];
