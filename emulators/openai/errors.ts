// OpenAI's error bodies, shaped as the real API sends them, so SDK error handling is exercised.

export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function errorBody(
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  param: string | null = null,
): OpenAiErrorBody {
  return { error: { message, type, param, code } };
}

/** The real message shows the start and end of the key; we keep that shape. */
export function invalidKey(key: string | undefined): OpenAiErrorBody {
  if (!key) {
    return errorBody(
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    );
  }
  const shown = key.length > 8 ? `${key.slice(0, 3)}***${key.slice(-4)}` : '***';
  return errorBody(
    `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    'invalid_request_error',
    'invalid_api_key',
  );
}

export const RATE_LIMITED = errorBody(
  'Rate limit reached for requests. Please try again later.',
  'requests',
  'rate_limit_exceeded',
);

export const SERVER_ERROR = errorBody(
  'The server had an error while processing your request. Sorry about that!',
  'server_error',
);
