// Reading requests and writing replies for the Stripe emulator's node:http server, including the
// form encoding Stripe's SDKs send: nested keys such as `line_items[0][price]` and `expand[]`.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route answers: JSON `body`, an `html` page, or nothing (empty body). */
export interface Reply {
  status: number;
  body?: unknown;
  html?: string;
  css?: string;
  headers?: Record<string, string>;
}

/** A decoded form or query: strings, nested objects and arrays, as Stripe reads them. */
export type Params = { [key: string]: Param };
export type Param = string | Params | Param[];

const MAX_BODY_BYTES = 1024 * 1024;

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `a[b][0]=x&a[c][]=y` → `{a: {b: ['x'], c: ['y']}}`; numbered and empty brackets make arrays. */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) node[name] = value;
      else {
        if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  return arraysOf(root) as Params;
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysOf(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

export function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent || response.destroyed) return;
  let payload = '';
  const headers: Record<string, string> = {};
  if (reply.html !== undefined) {
    payload = reply.html;
    headers['content-type'] = 'text/html; charset=utf-8';
  } else if (reply.css !== undefined) {
    payload = reply.css;
    headers['content-type'] = 'text/css; charset=utf-8';
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['content-type'] = 'application/json';
  }
  response.writeHead(reply.status, {
    ...headers,
    'content-length': String(Buffer.byteLength(payload)),
    ...reply.headers,
  });
  response.end(payload);
}

export function redirect(location: string): Reply {
  return { status: 303, headers: { location } };
}
