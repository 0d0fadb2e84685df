// POST /v1/chat/completions: a believable pin answer derived from the prompt, or whatever a
// test queued, with usage counted like the real API (about four characters a token).
import { errorBody, type OpenAiErrorBody } from './errors';

interface ChatBody {
  model?: unknown;
  messages?: Array<{ role?: string; content?: unknown }>;
  response_format?: { type?: string };
}

export type ChatResult = { status: 200; body: unknown } | { status: 400; body: OpenAiErrorBody };

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export function answerChat(raw: unknown, sequence: number, queued: string | undefined): ChatResult {
  const body = (raw ?? {}) as ChatBody;
  if (typeof body.model !== 'string' || body.model === '') {
    return {
      status: 400,
      body: errorBody('you must provide a model parameter', 'invalid_request_error', null, 'model'),
    };
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return {
      status: 400,
      body: errorBody("Invalid 'messages': empty array.", 'invalid_request_error', 'empty_array', 'messages'),
    };
  }
  const prompt = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  const jsonMode = body.response_format?.type === 'json_object';
  if (jsonMode && !/json/i.test(prompt)) {
    return {
      status: 400,
      body: errorBody(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        'invalid_request_error',
        null,
        'messages',
      ),
    };
  }
  const content = queued ?? (jsonMode ? JSON.stringify(pinAnswer(prompt, sequence)) : plainAnswer(prompt));
  const promptTokens = tokensOf(prompt);
  const completionTokens = tokensOf(content);
  return {
    status: 200,
    body: {
      id: `chatcmpl-emulator-${sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
      system_fingerprint: 'fp_emulator',
    },
  };
}

/** The board named in the prompt ('board "Cozy Autumn Recipes"'), as Pinloom's prompts write it. */
function boardOf(prompt: string): string {
  return /board\s+"([^"]{1,100})"/i.exec(prompt)?.[1] ?? 'Pin Ideas';
}

function pinAnswer(prompt: string, sequence: number) {
  const board = boardOf(prompt);
  const tag = board.replace(/[^\p{L}\p{N}]+/gu, '');
  const title = `${sequence + 4} ${board} Ideas Worth Saving This Week`;
  return {
    title,
    description:
      `Fresh ${board.toLowerCase()} inspiration you can use today: simple ideas, practical tips and ` +
      `small details that make a big difference. Save this pin for later and follow for more. ` +
      `#${tag || 'PinIdeas'} #Inspiration #IdeasToTry`,
    alt_text: `A vertical pin graphic for ${board} with the title "${title}".`,
  };
}

function plainAnswer(prompt: string): string {
  return `Here is an idea for ${boardOf(prompt)}: keep it simple, specific and easy to save.`;
}
