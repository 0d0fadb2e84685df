// A local stand-in for the OpenAI API (chat completions and image generations) with switchable
// faults and a request log, used the same way in development and in tests.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerChat } from './chat';
import { errorBody, invalidKey, RATE_LIMITED, SERVER_ERROR } from './errors';
import { generateImage } from './images';

type FaultMode = '401' | '429' | '500' | 'slow';

interface EmulatorFault {
  mode: FaultMode;
  /** How many API requests the fault hits; every one until cleared when left out. */
  times?: number;
  /** 'slow': how long to wait before answering normally (default 5000 ms). */
  delayMs?: number;
  /** '429': the Retry-After the emulator sends (default 1 s). */
  retryAfterSeconds?: number;
}

interface LoggedRequest {
  method: string;
  path: string;
  /** Authorization is masked to its last four characters. */
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

export interface OpenAiEmulator {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What the SDK's baseURL should be: `${url}/v1`. */
  baseUrl: string;
  apiKey: string;
  setFault(fault: EmulatorFault | null): void;
  /** Chat answers to return next, in order, instead of the generated ones. */
  queueChatContent(...contents: string[]): void;
  requests(): LoggedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  port?: number;
  host?: string;
  apiKey?: string;
}

const MAX_BODY_BYTES = 1_000_000;

export async function startOpenAiEmulator(options: EmulatorOptions = {}): Promise<OpenAiEmulator> {
  const apiKey = options.apiKey ?? 'sk-emulator-test-key';
  let fault: (EmulatorFault & { left: number }) | null = null;
  let log: LoggedRequest[] = [];
  let sequence = 0;
  const queued: string[] = [];
  const images = new Map<string, Buffer>();
  let origin = '';

  const setFault = (next: EmulatorFault | null) => {
    fault = next ? { ...next, left: next.times ?? Number.POSITIVE_INFINITY } : null;
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, errorBody(`Emulator failure: ${String(error)}`, 'server_error'));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://emulator').pathname;
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readJson(request) : undefined;

    if (path.startsWith('/__emulator/')) return control(method, path, body, response);

    log.push({ method, path, headers: loggedHeaders(request), body, at: new Date().toISOString() });
    if (body === INVALID_JSON)
      return send(response, 400, errorBody('We could not parse the JSON body of your request.'));

    const active = fault && fault.left > 0 ? fault : null;
    if (active) active.left--;
    if (active?.mode === '401') return send(response, 401, invalidKey('sk-wrong-key-1234'));
    if (active?.mode === '500') return send(response, 500, SERVER_ERROR);
    if (active?.mode === '429') {
      const wait = active.retryAfterSeconds ?? 1;
      return send(response, 429, RATE_LIMITED, {
        'retry-after': String(wait),
        'x-ratelimit-limit-requests': '500',
        'x-ratelimit-remaining-requests': '0',
        'x-ratelimit-reset-requests': `${wait}s`,
        'x-ratelimit-limit-tokens': '30000',
        'x-ratelimit-remaining-tokens': '0',
        'x-ratelimit-reset-tokens': `${wait}s`,
      });
    }
    if (active?.mode === 'slow')
      await new Promise((resolve) => setTimeout(resolve, active.delayMs ?? 5000).unref());
    if (response.destroyed) return;

    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${apiKey}`) {
      return send(response, 401, invalidKey(authorization?.replace(/^Bearer\s+/i, '')));
    }
    if (method === 'POST' && path === '/v1/chat/completions') {
      const result = answerChat(body, ++sequence, queued.shift());
      return send(response, result.status, result.body);
    }
    if (method === 'POST' && path === '/v1/images/generations') {
      const result = await generateImage(body, (png) => {
        const id = randomUUID();
        images.set(id, png);
        return `${origin}/__emulator/images/${id}.png`;
      });
      return send(response, result.status, result.body);
    }
    send(response, 404, errorBody(`Invalid URL (${method} ${path})`));
  }

  function control(method: string, path: string, body: unknown, response: ServerResponse): void {
    if (path === '/__emulator/faults' && method === 'POST') {
      setFault(body as EmulatorFault);
      send(response, 200, { fault });
      return;
    }
    if (path === '/__emulator/faults' && method === 'DELETE') {
      setFault(null);
      send(response, 200, { fault: null });
      return;
    }
    if (path === '/__emulator/requests' && method === 'GET') {
      send(response, 200, { requests: log });
      return;
    }
    if (path === '/__emulator/requests' && method === 'DELETE') {
      log = [];
      send(response, 200, { requests: [] });
      return;
    }
    if (path === '/__emulator/chat-contents' && method === 'POST') {
      queued.push(...((body as { contents?: string[] })?.contents ?? []));
      send(response, 200, { queued: queued.length });
      return;
    }
    const image = /^\/__emulator\/images\/([\w-]+)\.png$/.exec(path);
    const png = image ? images.get(image[1] as string) : undefined;
    if (png) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      response.end(png);
      return;
    }
    send(response, 404, errorBody(`Unknown emulator route ${method} ${path}`));
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  origin = `http://${address.address}:${address.port}`;
  return {
    url: origin,
    baseUrl: `${origin}/v1`,
    apiKey,
    setFault,
    queueChatContent: (...contents) => void queued.push(...contents),
    requests: () => [...log],
    clearRequests: () => {
      log = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Slow answers must not hold a test run open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const INVALID_JSON = Symbol('invalid json');

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return INVALID_JSON;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

function loggedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string') continue;
    headers[name] = name === 'authorization' ? `Bearer ****${value.slice(-4)}` : value;
  }
  return headers;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': `req_${randomUUID().replace(/-/g, '')}`,
    'openai-processing-ms': '1',
    ...headers,
  });
  response.end(text);
}
