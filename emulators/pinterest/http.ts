// Reading requests and writing replies for the emulator's node:http server.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route answers: JSON `body`, an `html` page, raw `bytes`, or nothing (empty body). */
export interface Reply {
  status: number;
  body?: unknown;
  html?: string;
  bytes?: { data: Buffer; contentType: string };
  headers?: Record<string, string>;
}

// Base64 pin images run to several megabytes; Pinterest takes images up to 20 MB.
const MAX_BODY_BYTES = 40 * 1024 * 1024;

export const INVALID_BODY = Symbol('invalid body');

/** JSON or form bodies as objects; undefined when empty; INVALID_BODY when unreadable. */
export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return INVALID_BODY;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_BODY;
  }
}

export function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent || response.destroyed) return;
  let payload: Buffer = Buffer.alloc(0);
  const headers: Record<string, string> = {};
  if (reply.html !== undefined) {
    payload = Buffer.from(reply.html);
    headers['content-type'] = 'text/html; charset=utf-8';
  } else if (reply.bytes) {
    payload = reply.bytes.data;
    headers['content-type'] = reply.bytes.contentType;
  } else if (reply.body !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.body));
    headers['content-type'] = 'application/json';
  }
  response.writeHead(reply.status, {
    ...headers,
    'content-length': String(payload.length),
    ...reply.headers,
  });
  response.end(payload);
}

/** Tokens and client secrets are masked to their last four characters in the request log. */
export function loggedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value !== 'string') continue;
    headers[name] = name === 'authorization' ? value.replace(/^(\S+\s+).*(.{4})$/, '$1****$2') : value;
  }
  return headers;
}

/** Long base64 image data is shortened in the log so it stays readable. */
export function loggedBody(body: unknown): unknown {
  if (body === undefined || typeof body === 'symbol') return undefined;
  return JSON.parse(
    JSON.stringify(body, (_key, value) =>
      typeof value === 'string' && value.length > 200
        ? `${value.slice(0, 64)}…(${value.length} chars)`
        : value,
    ),
  );
}

export function redirect(location: string): Reply {
  return { status: 302, headers: { location } };
}
