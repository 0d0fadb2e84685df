import { describe, expect, it, vi } from 'vitest';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { OpenAiTextProvider } from './openai-text';
import { textCost } from './pricing';
import { type PinTextRequest, type ProviderCall, ProviderError } from './types';

const emulator = withOpenAiEmulator();

const request: PinTextRequest = {
  board: {
    name: 'Cozy Autumn Recipes',
    description: 'Warm soups and baked treats',
    styleConfig: { style: 'vintage', brandColors: ['#B5542D'] },
  },
  pinHistory: ['Old Title'],
  titlePrompt: 'Write one Pinterest pin title for the board "Cozy Autumn Recipes".',
  descriptionPrompt: 'Write the Pinterest pin description for {{title}}.',
};

function provider(
  options: { apiKey?: string; timeoutMs?: number; maxRetries?: number; fetch?: typeof fetch } = {},
) {
  const { apiKey = emulator.apiKey, ...rest } = options;
  return new OpenAiTextProvider(
    { baseUrl: emulator.baseUrl, apiKey, model: 'gpt-4o' },
    { maxRetries: 0, ...rest },
  );
}

async function write(p: OpenAiTextProvider, req: PinTextRequest = request) {
  const calls: ProviderCall[] = [];
  try {
    return { text: await p.writePin(req, (c) => calls.push(c)), calls, error: undefined };
  } catch (error) {
    return { text: undefined, calls, error: error as ProviderError };
  }
}

const answer = (title: string, description = 'd'.repeat(40).split('').join(' ').repeat(2)) =>
  JSON.stringify({ title, description: `${description} #One #Two #Three`, alt_text: 'An image' });

describe('OpenAiTextProvider against the emulator', () => {
  it('is given the page a pin is made from: its title and its text, capped', async () => {
    const text = `${'Zest two lemons into the sugar first. '.repeat(200)}THE END OF A LONG PAGE`;
    const page = {
      url: 'https://marlow.example/lemon-cake',
      title: 'Lemon Drizzle Cake',
      description: '',
      text,
    };
    await write(provider(), { ...request, page });
    const sent = JSON.stringify(emulator.requests()[0]?.body);
    expect(sent).toContain('Page title: Lemon Drizzle Cake');
    expect(sent).toContain('https://marlow.example/lemon-cake');
    expect(sent).toContain('Zest two lemons into the sugar first.');
    expect(sent).not.toContain('THE END OF A LONG PAGE');
  });

  it('writes a pin and records tokens and cost from usage', async () => {
    const { text, calls } = await write(provider());
    expect(text?.title).toContain('Cozy Autumn Recipes');
    expect(text?.description.length).toBeGreaterThanOrEqual(150);
    expect(text?.altText).toBeTruthy();
    const [call] = calls as [ProviderCall];
    const sent = emulator.requests()[0];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({ model: 'gpt-4o', response_format: { type: 'json_object' } });
    const usage = JSON.parse(call.responseBody).usage;
    expect(call).toMatchObject({
      type: 'text',
      provider: 'openai',
      model: 'gpt-4o',
      statusCode: 200,
      errorMessage: null,
    });
    expect(call.tokens).toBe(usage.total_tokens);
    expect(call.cost).toBeCloseTo(textCost('gpt-4o', usage.prompt_tokens, usage.completion_tokens), 10);
    expect(call.cost).toBeGreaterThan(0);
    expect(call.prompt).toBe(
      `${request.titlePrompt}\n\nWrite the Pinterest pin description for the title you write.`,
    );
    expect(JSON.stringify(sent?.body)).not.toContain('{{title}}');
    expect(JSON.parse(call.requestBody).messages).toHaveLength(2);
  });

  it('turns a wrong key into a 401 ProviderError without the key in it', async () => {
    const { error, calls } = await write(provider({ apiKey: 'sk-proj-secretsecret1234' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error?.statusCode).toBe(401);
    expect(error?.message).toMatch(/rejected the API key/);
    expect(error?.message).not.toContain('secretsecret');
    expect(calls[0]).toMatchObject({ statusCode: 401, tokens: 0, cost: 0, errorMessage: error?.message });
    expect(calls[0]?.responseBody).toContain('invalid_api_key');
  });

  it('reports 429 with the Retry-After seconds', async () => {
    emulator.setFault({ mode: '429', retryAfterSeconds: 7 });
    const { error, calls } = await write(provider());
    expect(error?.statusCode).toBe(429);
    expect(error?.retryAfterSeconds).toBe(7);
    expect(calls[0]?.statusCode).toBe(429);
    expect(calls[0]?.errorMessage).toMatch(/rate limiting/);
  });

  it('reports 500 as a failed call', async () => {
    emulator.setFault({ mode: '500' });
    const { error, calls } = await write(provider());
    expect(error?.statusCode).toBe(500);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ statusCode: 500, errorMessage: error?.message });
  });

  it('retries once through the SDK when asked to', async () => {
    emulator.setFault({ mode: '500', times: 1 });
    const { text } = await write(provider({ maxRetries: 1 }));
    expect(text?.title).toBeTruthy();
    expect(emulator.requests()).toHaveLength(2);
  });

  it('gives up on a slow answer at the timeout, aborting the request', async () => {
    // A server that never answers, and the SDK's timer on a fake clock: no socket, no real wait.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sent: AbortSignal[] = [];
      let reached: () => void = () => undefined;
      const requestSent = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const silent: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          sent.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          reached();
        });
      const writing = write(provider({ timeoutMs: 200, fetch: silent }));
      await requestSent;
      await vi.advanceTimersByTimeAsync(199);
      expect(sent.map((signal) => signal.aborted)).toEqual([false]);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent.map((signal) => signal.aborted)).toEqual([true]);
      const { error, calls } = await writing;
      expect(error?.statusCode).toBe(504);
      expect(error?.message).toMatch(/did not answer/);
      expect(calls[0]?.errorMessage).toBe(error?.message);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks once more when the title is already on the board, then adds a suffix', async () => {
    emulator.queueChatContent(answer('"Old Title"'), answer('old title'));
    const { text, calls } = await write(provider());
    expect(calls).toHaveLength(2);
    const second = emulator.requests()[1]?.body as { messages: Array<{ content: string }> };
    expect(second.messages.at(-1)?.content).toMatch(/already has a pin titled "Old Title"/);
    expect(text?.title).toBe('old title (Part 2)');
  });

  it('accepts the second title when it is new', async () => {
    emulator.queueChatContent(answer('Old Title'), answer('A Fresh Title'));
    expect((await write(provider())).text?.title).toBe('A Fresh Title');
  });

  it('strips quotes and cuts long text at a word boundary, keeping the hashtags', async () => {
    const title = `“${'Very Long Title Words '.repeat(8)}”`;
    emulator.queueChatContent(answer(title, 'Lovely words here '.repeat(40)));
    const { text } = await write(provider());
    expect(text?.title.length).toBeLessThanOrEqual(100);
    expect(`${'Very Long Title Words '.repeat(8)}`.startsWith(`${text?.title} `)).toBe(true);
    expect(text?.description.length).toBeLessThanOrEqual(500);
    expect(text?.description).toMatch(/[a-z] #One #Two #Three$/);
  });

  it('refuses a description under 150 characters and records why', async () => {
    emulator.queueChatContent(JSON.stringify({ title: 'Fine', description: 'Too short #a #b #c' }));
    const { error, calls } = await write(provider());
    expect(error?.statusCode).toBe(502);
    expect(error?.message).toMatch(/at least 150/);
    expect(calls[0]).toMatchObject({ statusCode: 200, errorMessage: error?.message });
    expect(calls[0]?.tokens).toBeGreaterThan(0);
  });

  it('refuses an answer that is not JSON', async () => {
    emulator.queueChatContent('Sure! Here is a title: Soup');
    const { error } = await write(provider());
    expect(error?.message).toMatch(/did not answer with JSON/);
  });
});
