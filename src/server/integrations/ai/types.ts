// The contract between generation (modules/generation) and the AI providers. A provider
// is chosen by configuration; the same generation code runs with any of them.

import type { StyleConfig } from '../../../shared/api/boards';
import type { ApiCallType } from '../../../shared/api/settings';

/** What a provider knows about the board it writes for. */
export interface BoardBrief {
  name: string;
  description: string;
  styleConfig: StyleConfig;
}

export interface PinTextRequest {
  board: BoardBrief;
  /** Titles the board already has: never repeat one (docs/product.md §9 pin_history). */
  pinHistory: string[];
  /** The rendered title prompt template (prompts.ts). */
  titlePrompt: string;
  /**
   * The rendered description prompt. The title is not known when it is rendered, so a
   * `{{title}}` in it is left as is: a provider that writes the title first fills it in
   * with renderPrompt, one that writes both at once reads it as "the title".
   */
  descriptionPrompt: string;
  /**
   * The page the pin is made from: its copy is written from this, not from the
   * board alone. `text` is the page's main text, already capped (about 20,000 characters).
   */
  page?: PageBrief;
}

/** What a page says, as read from it (modules/generation/read-page.ts). */
export interface PageBrief {
  url: string;
  title: string;
  description: string;
  text: string;
  siteName?: string;
  /** Whether the pin's artwork is the page's own photo (the alt text says so), or painted. */
  photo?: boolean;
}

export interface PinText {
  /** ≤ 100 characters, no surrounding quotes. */
  title: string;
  /** 150–500 characters, with keywords and a few hashtags. */
  description: string;
  /** ≤ 500 characters: what the image shows, for screen readers and Pinterest. */
  altText: string;
}

export interface PinImageRequest {
  board: BoardBrief;
  title: string;
  description: string;
  /** The rendered image prompt template. */
  imagePrompt: string;
}

/**
 * One call to a provider, as the API history stores it (docs/product.md §3 "API call record").
 * Request and response bodies are JSON text with base64 images elided.
 */
export interface ProviderCall {
  type: ApiCallType;
  provider: string;
  model: string;
  statusCode: number;
  prompt: string;
  tokens: number;
  /** Dollars, from the per-model price table (pricing.ts); 0 for the local provider. */
  cost: number;
  durationMs: number;
  requestBody: string;
  responseBody: string;
  errorMessage: string | null;
}

/** Providers report every call, failed ones too, before they resolve or throw. */
export type RecordCall = (call: ProviderCall) => void;

export interface TextProvider {
  readonly name: string;
  readonly model: string;
  writePin(request: PinTextRequest, record: RecordCall): Promise<PinText>;
}

export interface ImageProvider {
  readonly name: string;
  readonly model: string;
  /**
   * The artwork of the pin as a 1000×1500 PNG, without the title: compose.ts sets the
   * title on it in the board's style, whatever provider painted it.
   */
  paint(request: PinImageRequest, record: RecordCall): Promise<Buffer>;
}

/** Thrown by providers; generation turns it into the spec's error message. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly provider: string,
    readonly statusCode: number,
    /** Seconds the provider asked us to wait (429), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
