// The conformance check itself: what it takes as an answer the document allows, and what it
// reports, against a small hand-written description.
import { describe, expect, it } from 'vitest';
import { type Answer, type ApiDocument, ConformanceChecker } from './openapi-conformance';

const error = {
  type: 'object',
  properties: { error: { type: 'string' }, code: { type: 'string' } },
  required: ['error', 'code'],
  additionalProperties: false,
};
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });

const DOCUMENT: ApiDocument = {
  paths: {
    '/api/boards/{id}': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: {
              name: { type: 'string' },
              color: { type: 'string', nullable: true },
              page: { type: 'integer', minimum: 0, exclusiveMinimum: true },
            },
            required: ['name'],
            additionalProperties: false,
          }),
          404: json(error),
        },
      },
    },
    '/api/boards/order': { put: { responses: { 200: json({ type: 'object' }) } } },
    '/api/callback': { get: { responses: { 302: { description: 'Back to the app' } } } },
    '/api/stream': {
      post: { responses: { 200: { content: { 'text/event-stream': { schema: { type: 'string' } } } } } },
    },
    '/media/{*}': {
      get: { responses: { 200: { content: { 'image/*': { schema: {} } } }, 404: json(error) } },
    },
  },
};

const checker = new ConformanceChecker(DOCUMENT);

function answer(overrides: Partial<Answer>): Answer {
  return {
    method: 'GET',
    url: '/api/boards/b1',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"name":"Dinners"}',
    ...overrides,
  };
}

describe('an answer the document allows', () => {
  it.each<[string, Partial<Answer>]>([
    ['a documented body', {}],
    ['a null where the schema is nullable', { body: '{"name":"Dinners","color":null}' }],
    ['a documented error', { status: 404, body: '{"error":"Board not found","code":"not_found"}' }],
    ['a HEAD of a documented GET', { method: 'HEAD', body: '' }],
    [
      'a redirect documented without a body',
      { url: '/api/callback?code=x', status: 302, location: '/settings', body: '' },
    ],
    ['an event stream', { method: 'POST', url: '/api/stream', contentType: 'text/event-stream', body: null }],
    [
      'an image under a wildcard path and type',
      { url: '/media/pins/p1.png', contentType: 'image/png', body: Buffer.from([137, 80]) },
    ],
    [
      'a 404 JSON for an address that names no operation',
      { url: '/api/nothing', status: 404, body: '{"error":"Not found","code":"not_found"}' },
    ],
    [
      'an RFC 9457 problem for a /api/v1 address that names no operation',
      {
        url: '/api/v1/nothing',
        status: 404,
        contentType: 'application/problem+json; charset=utf-8',
        body: '{"type":"https://pinloom.app/developers#error-not_found","title":"Not Found","status":404,"detail":"Not found","code":"not_found"}',
      },
    ],
    ['the web app’s own page', { url: '/boards', contentType: 'text/html', body: '<!doctype html>' }],
  ])('%s', (_, overrides) => {
    expect(checker.contradiction(answer(overrides))).toBeNull();
  });
});

describe('a contradiction', () => {
  it.each<[string, Partial<Answer>, RegExp]>([
    [
      'an undocumented status',
      { status: 403, body: '{"error":"x","code":"forbidden"}' },
      /answered 403, which it does not document/,
    ],
    [
      'a field the schema does not allow',
      { body: '{"name":"Dinners","message":"x"}' },
      /does not match the documented schema/,
    ],
    ['a missing required field', { body: '{}' }, /must have required property 'name'/],
    ['OpenAPI 3.0’s exclusive minimum', { body: '{"name":"Dinners","page":0}' }, /must be > 0/],
    ['a null the schema does not allow', { body: '{"name":null}' }, /does not match/],
    [
      'Fastify’s own error fields',
      { status: 404, body: '{"error":"Not Found","code":"x","message":"m","statusCode":404}' },
      /does not match/,
    ],
    [
      'an undocumented content type',
      { contentType: 'text/html', body: '<p>' },
      /sent text\/html, documented application\/json/,
    ],
    ['a body that is not JSON', { body: 'nope' }, /not JSON/],
    [
      'a redirect where a body is documented',
      { status: 302, location: '/x', contentType: undefined, body: '' },
      /answered 302/,
    ],
    [
      'a body where none is documented',
      { url: '/api/callback', status: 302, location: '/x', body: '{"a":1}' },
      /documents no body/,
    ],
    ['a redirect without a location', { url: '/api/callback', status: 302, body: '' }, /without a location/],
    [
      'a success for an address that names no operation',
      { url: '/api/nothing', status: 200 },
      /names no operation/,
    ],
    [
      'the app’s error body for a /api/v1 address that names no operation',
      { url: '/api/v1/nothing', status: 404, body: '{"error":"Not found","code":"not_found"}' },
      /required property 'type'/,
    ],
    [
      'a non-JSON 404 under /api',
      { url: '/api/nothing', status: 404, contentType: 'text/plain', body: 'Not found' },
      /not JSON/,
    ],
  ])('%s is reported', (_, overrides, message) => {
    expect(checker.contradiction(answer(overrides))).toMatch(message);
  });

  it('picks the literal path over a parameter: /api/boards/order is not /api/boards/{id}', () => {
    expect(checker.contradiction(answer({ method: 'PUT', url: '/api/boards/order', body: '{}' }))).toBeNull();
    expect(checker.contradiction(answer({ method: 'GET', url: '/api/boards/order' }))).toBeNull();
    // No PUT /api/boards/{id}: an address that names no operation, whose 404 must be an error body.
    expect(checker.contradiction(answer({ method: 'PUT', url: '/api/boards/b1', status: 404 }))).toMatch(
      /PUT \/api\/boards\/b1 404: the body does not match/,
    );
  });
});
