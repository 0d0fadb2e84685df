// The contract /api/docs/json publishes holds for Fastify's own refusals too: every
// answer is `{ error, code }` with the right status, and the refusals any operation can meet are
// declared on every operation. Whether each answer the suites receive matches its documented
// status and schema is checked by the conformance hook of every test app (tests/setup).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let token: string;
let webRoot: string;

beforeAll(async () => {
  // The web app served, as in production: its catch-all file route must not answer for /api.
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Pinloom</title>');
  t = await createTestApp({ webRoot });
  ({ token } = await createUser(t.db));
});
afterAll(async () => {
  await t.app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const LONG_ID = 'a'.repeat(300);

interface Refusal {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  type?: string;
  payload?: string;
  status: number;
  code: string;
}

const REFUSALS: Refusal[] = [
  {
    name: 'a path with broken percent-encoding',
    method: 'GET',
    url: '/api/boards/%E0%A4%A',
    status: 400,
    code: 'bad_request',
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    url: '/api/boards',
    type: 'text/plain',
    payload: 'Dinners',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'JSON that does not parse',
    method: 'POST',
    url: '/api/boards',
    type: 'application/json',
    payload: '{"name":',
    status: 400,
    code: 'invalid_json',
  },
  {
    name: 'a body over 1 MB',
    method: 'POST',
    url: '/api/boards',
    type: 'application/json',
    payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'an over-long id (GET)',
    method: 'GET',
    url: `/api/boards/${LONG_ID}`,
    status: 404,
    code: 'not_found',
  },
  {
    name: 'an over-long id with a NUL',
    method: 'GET',
    url: `/api/pins/${LONG_ID}%00`,
    status: 404,
    code: 'not_found',
  },
  {
    name: 'an over-long id climbing out',
    method: 'GET',
    url: `/api/pins/${LONG_ID}/..%2F..%2F..`,
    status: 404,
    code: 'not_found',
  },
  {
    name: 'an over-long id (DELETE)',
    method: 'DELETE',
    url: `/api/boards/${LONG_ID}`,
    status: 404,
    code: 'not_found',
  },
  {
    name: 'an over-long id (POST)',
    method: 'POST',
    url: `/api/pins/${LONG_ID}/approve`,
    type: 'application/json',
    payload: '{}',
    status: 404,
    code: 'not_found',
  },
  { name: 'no such route', method: 'GET', url: '/api/nothing-here', status: 404, code: 'not_found' },
];

describe('Fastify’s own refusals', () => {
  it.each(REFUSALS)('$name answers $status $code as { error, code }', async (refusal) => {
    const response = await t.app.inject({
      method: refusal.method,
      url: refusal.url,
      headers: { ...bearer(token), ...(refusal.type ? { 'content-type': refusal.type } : {}) },
      payload: refusal.payload,
    });
    expect(response.statusCode, response.body).toBe(refusal.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'error']);
    expect(body.code).toBe(refusal.code);
    expect(body.error).toEqual(expect.any(String));
  });
});

/** Sends raw bytes to the listening app and reads the whole answer. */
async function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; type: string; body: string }> {
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    type: /^content-type:\s*(.*)$/im.exec(head)?.[1] ?? '',
    body,
  };
}

describe('requests Node refuses before Fastify routes them', () => {
  let port: number;
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server.app.close();
  });

  it.each([
    {
      name: 'an address over the size limit',
      request: `GET /api/pins?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      status: 414,
      code: 'uri_too_long',
    },
    {
      name: 'headers over the size limit',
      request: `GET /api/pins HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      code: 'headers_too_large',
    },
    {
      name: 'a request that is not HTTP',
      request: 'GET /api/pins HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n',
      status: 400,
      code: 'bad_request',
    },
  ])('$name answers $status $code as { error, code }', async ({ request, status, code }) => {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body);
    expect(Object.keys(body).sort()).toEqual(['code', 'error']);
    expect(body.code).toBe(code);
  });
});

describe('the refusals every operation can meet', () => {
  interface Responses {
    [status: string]: {
      content?: Record<string, { schema: { required?: string[]; additionalProperties?: boolean } }>;
    };
  }
  let operations: { name: string; method: string; responses: Responses }[];
  beforeAll(async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Responses }>>;
    };
    operations = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${route}`,
        method,
        responses: operation.responses,
      })),
    );
  });

  it('are declared on each operation as { error, code }, or under /api/v1 as RFC 9457 problems', () => {
    const missing: string[] = [];
    for (const operation of operations) {
      const common = ['400', '414', '431', '500'];
      if (operation.method !== 'get') common.push('413', '415');
      // The public API answers its errors as problems with the same codes (ADR 0046).
      const isPublicApi = operation.name.includes(' /api/v1/');
      for (const status of common) {
        const content = operation.responses[status]?.content;
        const schema = isPublicApi
          ? content?.['application/problem+json']?.schema
          : content?.['application/json']?.schema;
        const required = isPublicApi ? 'type,title,status,detail,code' : 'error,code';
        if (
          schema?.required?.join() !== required ||
          (!isPublicApi && schema.additionalProperties !== false)
        ) {
          missing.push(`${operation.name} ${status}`);
        }
      }
    }
    expect(operations.length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });
});
