// What the OpenAI-compatible providers share: the SDK client, turning SDK errors into
// ProviderErrors without secrets, and keeping base64 images out of the API history. The SDK (about
// 150 modules) is loaded with the first OpenAI provider made, not with every start:
// the offline providers are the default.
import type OpenAI from 'openai';
import { OutboundRefusal } from '../outbound/outbound';
import { type ProviderCall, ProviderError, type RecordCall } from './types';

export const OPENAI_PROVIDER = 'openai';
/** Recorded for a call never made because its address was refused (integrations/outbound). */
export const ADDRESS_REFUSED_STATUS = 421;

export interface OpenAiConnection {
  /** Defaults to https://api.openai.com/v1; any OpenAI-compatible server (Ollama, LocalAI, vLLM) works. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
}

export interface OpenAiCallOptions {
  /** Per request, in milliseconds. */
  timeoutMs?: number;
  /** SDK retries after 408/409/429/5xx and timeouts; 1 keeps a failing generation short. */
  maxRetries?: number;
  /** How requests go out: a user's own base URL goes through integrations/outbound's fetch. */
  fetch?: typeof fetch | undefined;
}

const openAiSdk = async () => (await import('openai')).default;

async function createOpenAiClient(
  connection: OpenAiConnection,
  options: Required<Omit<OpenAiCallOptions, 'fetch'>> & Pick<OpenAiCallOptions, 'fetch'>,
): Promise<OpenAI> {
  const OpenAI = await openAiSdk();
  return new OpenAI({
    // Self-hosted servers often need no key, but the SDK insists on one.
    apiKey: connection.apiKey || 'no-key',
    // Explicit, so the SDK does not read OPENAI_BASE_URL itself (config.ts is the only env reader).
    baseURL: connection.baseUrl || 'https://api.openai.com/v1',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Removes API keys from a provider message: ours verbatim, and anything shaped like an OpenAI key. */
function redactSecrets(message: string, apiKey?: string): string {
  let clean = message;
  if (apiKey && apiKey.length >= 4) clean = clean.split(apiKey).join('[redacted]');
  return clean.replace(/\bsk-[A-Za-z0-9_*-]{4,}/g, 'sk-[redacted]');
}

/** Seconds from Retry-After (seconds or an HTTP date) or retry-after-ms; null when absent. */
function retryAfterSeconds(headers: Headers | undefined): number | null {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Any failure of an SDK call as a ProviderError. Timeouts and unreachable servers have no HTTP
 * status; they are recorded as 504 and 502, as a gateway would answer.
 */
async function toProviderError(
  error: unknown,
  capability: 'text' | 'image',
  connection: OpenAiConnection,
  timeoutMs: number,
): Promise<ProviderError> {
  if (error instanceof ProviderError) return error;
  const OpenAI = await openAiSdk();
  // The SDK wraps what its fetch throws; a refused address is the user's to fix, not a network fault.
  const refusal = error instanceof OutboundRefusal ? error : error instanceof Error ? error.cause : undefined;
  if (refusal instanceof OutboundRefusal) {
    return new ProviderError(
      `The ${capability} provider's base URL ${refusal.message}`,
      OPENAI_PROVIDER,
      ADDRESS_REFUSED_STATUS,
    );
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError(
      `The ${capability} provider did not answer within ${Math.round(timeoutMs / 1000)} s`,
      OPENAI_PROVIDER,
      504,
    );
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const host = safeHost(connection.baseUrl);
    return new ProviderError(`Could not reach the ${capability} provider at ${host}`, OPENAI_PROVIDER, 502);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const detail = redactSecrets(providerMessage(error), connection.apiKey).slice(0, 300);
    const what =
      error.status === 401
        ? 'rejected the API key'
        : error.status === 429
          ? 'is rate limiting or out of quota'
          : `answered ${error.status}`;
    return new ProviderError(
      `The ${capability} provider ${what}${detail ? `: ${detail}` : ''}`,
      OPENAI_PROVIDER,
      error.status,
      error.status === 429 ? retryAfterSeconds(error.headers) : null,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(
    `The ${capability} provider call failed: ${redactSecrets(message, connection.apiKey)}`,
    OPENAI_PROVIDER,
    500,
  );
}

function providerMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
}

function safeHost(baseUrl: string | undefined): string {
  try {
    return new URL(baseUrl || 'https://api.openai.com/v1').host;
  } catch {
    return 'the configured base URL';
  }
}

/** JSON text for the API history, with every b64_json (and any other huge string) elided. */
function historyJson(value: unknown): string {
  return JSON.stringify(value, (key, field) => {
    if (typeof field !== 'string') return field;
    if (key === 'b64_json' || field.length > 20_000) {
      return `[base64 image, ${Math.floor((field.length * 3) / 4)} bytes elided]`;
    }
    return field;
  });
}

/** The JSON body of an error for the history, when the SDK kept one. */
async function errorBody(error: unknown): Promise<string> {
  const OpenAI = await openAiSdk();
  if (error instanceof OpenAI.APIError && error.error) return historyJson({ error: error.error });
  return '';
}

/**
 * One SDK call, recorded in the API history whatever happens: an answer read successfully,
 * an answer that could not be used (its real status, with the reason), or a failed request.
 */
interface RecordedCallOptions<Data, T> {
  call: Pick<ProviderCall, 'type' | 'provider' | 'model' | 'prompt' | 'requestBody'>;
  record: RecordCall;
  connection: OpenAiConnection;
  timeoutMs: number;
  send: () => Promise<{ data: Data; response: Response }>;
  /** Turns the answer into the result; throws when it cannot be used. */
  read: (data: Data) => Promise<T>;
  /** Tokens and dollars of an answer, usable or not (each provider decides what it charges). */
  usageOf: (data: Data, usable: boolean) => { tokens: number; cost: number };
}

async function recordedCall<Data, T>(options: RecordedCallOptions<Data, T>): Promise<T> {
  const { call, record, connection, timeoutMs } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let answer: { data: Data; response: Response };
  try {
    answer = await options.send();
  } catch (error) {
    const failure = await toProviderError(error, call.type, connection, timeoutMs);
    record({
      ...call,
      statusCode: failure.statusCode,
      tokens: 0,
      cost: 0,
      durationMs: elapsed(),
      responseBody: await errorBody(error),
      errorMessage: failure.message,
    });
    throw failure;
  }
  const answered = { ...call, statusCode: answer.response.status, responseBody: historyJson(answer.data) };
  let value: T;
  try {
    value = await options.read(answer.data);
  } catch (error) {
    const problem = await toProviderError(error, call.type, connection, timeoutMs);
    record({
      ...answered,
      ...options.usageOf(answer.data, false),
      durationMs: elapsed(),
      errorMessage: problem.message,
    });
    throw problem;
  }
  record({ ...answered, ...options.usageOf(answer.data, true), durationMs: elapsed(), errorMessage: null });
  return value;
}

/**
 * What each OpenAI provider holds: its connection's model, one SDK client and the per-request
 * timeout (a default of its own), and the recorded call made with them.
 */
export abstract class OpenAiProvider {
  readonly name = OPENAI_PROVIDER;
  readonly model: string;
  protected readonly client: Promise<OpenAI>;
  protected readonly timeoutMs: number;

  constructor(
    private readonly connection: OpenAiConnection,
    options: OpenAiCallOptions,
    defaultTimeoutMs: number,
  ) {
    this.model = connection.model;
    this.timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.client = createOpenAiClient(connection, {
      timeoutMs: this.timeoutMs,
      maxRetries: options.maxRetries ?? 1,
      fetch: options.fetch,
    });
  }

  /** recordedCall with this provider's name, model, connection and timeout; `body` is what is sent. */
  protected recorded<Data, T>(
    call: Pick<ProviderCall, 'type' | 'prompt'> & { body: unknown },
    options: Omit<RecordedCallOptions<Data, T>, 'call' | 'connection' | 'timeoutMs'>,
  ): Promise<T> {
    const { body, ...described } = call;
    return recordedCall({
      ...options,
      call: { ...described, provider: this.name, model: this.model, requestBody: historyJson(body) },
      connection: this.connection,
      timeoutMs: this.timeoutMs,
    });
  }
}
