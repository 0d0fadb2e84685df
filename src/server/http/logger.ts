// The pino logger of every Pinloom process: the server's (Fastify logs through it) and the
// worker's. Secrets are redacted wherever they might be logged: headers, request bodies, objects
// that carry passwords or tokens, and the query values of addresses (the Pinterest callback's code
// and state arrive in the URL).
import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { LogFormat, LogLevel } from '../config';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.passwordHash',
  '*.tokenHash',
  '*.password_hash',
  '*.token_hash',
  '*.*.password',
  '*.*.token',
  // Pinterest tokens, in Pinterest's spelling and in ours (TokenSet).
  'access_token',
  'refresh_token',
  '*.access_token',
  '*.refresh_token',
  '*.accessToken',
  '*.refreshToken',
  '*.*.accessToken',
  '*.*.refreshToken',
];

/** Query parameters whose values are secrets: OAuth codes, states and any token. */
const SECRET_QUERY_PARAMS = /^(code|state|token|access_token|refresh_token)$/i;

/**
 * The URL with the values of secret query parameters replaced, for logs.
 * @internal for tests and benchmarks, not production code
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; its value is hidden below only if it decodes.
      }
      return SECRET_QUERY_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's request serializer, with the query values redacted. */
function serializeRequest(request: FastifyRequest) {
  // Something logged by hand under `req` is left to the redaction paths.
  if (typeof request?.url !== 'string') return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * JSON lines for production (one object per line, for log collectors); in development, pretty
 * coloured lines through pino-pretty (a worker thread: redaction has already happened by then).
 * `stream` (JSON only) is for tests that read what was written.
 */
export function createLogger(
  level: LogLevel,
  format: LogFormat = 'json',
  stream?: DestinationStream,
): Logger {
  return pino(loggerOptions(level, format), stream);
}

function loggerOptions(level: LogLevel, format: LogFormat): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
