// Every answer a test app gives, checked against the API description it publishes
// (/api/docs/json): its status must be documented for the operation, its content type among the
// documented ones, a JSON body must match the documented schema, and a documented empty answer
// (a redirect) must be empty. createTestApp installs the check (installConformanceCheck), so it
// runs under every server test; a contradiction is kept here and fails the test that caused it
// (fail-on-contradictions.ts, a setup file of the server project). The operation is found from
// the address as an outside client would: /api/boards/order is its own, /api/boards/x is
// /api/boards/{id}. An address that names no operation under /api or /media must still answer
// a 4xx `{ error, code }`; other addresses are the web app's.
import { gunzipSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';

type JsonSchema = Record<string, unknown>;

interface DocumentedResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
}

/** One answer as a client received it. */
export interface Answer {
  method: string;
  /** The request's address, query included. */
  url: string;
  status: number;
  /** The content-type header, if any. */
  contentType: string | undefined;
  contentEncoding?: string | undefined;
  location?: string | undefined;
  /** The bytes sent, or null when they were streamed (an event stream, a file). */
  body: string | Buffer | null;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string', minLength: 1 }, code: { type: 'string', minLength: 1 } },
  required: ['error', 'code'],
  additionalProperties: false,
};

/** /api/v1 answers its errors as RFC 9457 problems (ADR 0046). */
const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', minLength: 1 },
    title: { type: 'string', minLength: 1 },
    status: { type: 'integer' },
    detail: { type: 'string', minLength: 1 },
    code: { type: 'string', minLength: 1 },
  },
  required: ['type', 'title', 'status', 'detail', 'code'],
  additionalProperties: false,
};

const JSON_PREFIXES = ['/api', '/media'];

/** Validators compiled from one document, by operation, status and content type. */
export class ConformanceChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { method: string; path: string; segments: string[]; statics: number }[];

  constructor(private readonly document: ApiDocument) {
    addFormats(this.ajv);
    this.templates = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => {
        const segments = path.split('/').slice(1);
        return {
          method: method.toUpperCase(),
          path,
          segments,
          statics: segments.filter((segment) => !segment.startsWith('{')).length,
        };
      }),
    );
  }

  /** What is wrong with the answer, or null when it is what the document says. */
  contradiction(answer: Answer): string | null {
    const pathname = answer.url.split('?')[0] ?? '';
    const method = answer.method === 'HEAD' ? 'GET' : answer.method;
    const operation = this.operationFor(method, pathname);
    if (!operation) return this.unroutedContradiction(answer, pathname);
    const responses = this.document.paths[operation]?.[method.toLowerCase()]?.responses ?? {};
    const status = String(answer.status);
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!documented) {
      return `${method} ${operation} answered ${status}, which it does not document (${Object.keys(responses).join(', ')})`;
    }
    if (answer.method === 'HEAD') return null;
    return this.contentContradiction(`${method} ${operation} ${status}`, documented, answer);
  }

  /** The documented path the address falls under; the most literal one when several match. */
  private operationFor(method: string, pathname: string): string | null {
    const segments = pathname.split('/').slice(1);
    let best: { path: string; statics: number } | null = null;
    for (const template of this.templates) {
      if (template.method !== method || !matches(template.segments, segments)) continue;
      if (!best || template.statics > best.statics) best = template;
    }
    return best?.path ?? null;
  }

  private unroutedContradiction(answer: Answer, pathname: string): string | null {
    const isJsonPath = JSON_PREFIXES.some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!isJsonPath || pathname.startsWith('/api/docs')) return null;
    if (answer.status < 400 || answer.status >= 500) {
      return `${answer.method} ${pathname} names no operation but answered ${answer.status}`;
    }
    return this.bodyContradiction(
      `${answer.method} ${pathname} ${answer.status}`,
      pathname.startsWith('/api/v1/') ? 'problem' : 'error',
      pathname.startsWith('/api/v1/') ? PROBLEM_SCHEMA : ERROR_SCHEMA,
      answer,
    );
  }

  private contentContradiction(where: string, documented: DocumentedResponse, answer: Answer): string | null {
    const content = documented.content ?? {};
    const mediaType = (answer.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (Object.keys(content).length === 0) {
      const empty = answer.body === null || answer.body.length === 0;
      if (answer.status >= 300 && answer.status < 400 && !answer.location)
        return `${where}: a redirect without a location`;
      return empty ? null : `${where} documents no body but sent ${mediaType || 'one'}`;
    }
    const documentedType = Object.keys(content).find((type) => typeMatches(type, mediaType));
    if (!documentedType) {
      return `${where} sent ${mediaType || 'no content type'}, documented ${Object.keys(content).join(', ')}`;
    }
    const schema = content[documentedType]?.schema;
    if (!schema || !mediaType.endsWith('json')) return null;
    return this.bodyContradiction(where, `${where} ${documentedType}`, schema, answer);
  }

  private bodyContradiction(where: string, key: string, schema: JsonSchema, answer: Answer): string | null {
    if (answer.body === null) return null;
    let value: unknown;
    try {
      const bytes = Buffer.from(answer.body);
      // onSend keeps the bytes before a route's own onSend gzips them, or after: gzip by its magic.
      const gzipped = answer.contentEncoding === 'gzip' && bytes[0] === 0x1f && bytes[1] === 0x8b;
      value = JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      return `${where}: the body is not JSON: ${String(answer.body).slice(0, 200)}`;
    }
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toDraft7(schema));
      this.validators.set(key, validate);
    }
    if (validate(value)) return null;
    return `${where}: the body does not match the documented schema: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 300)}`;
  }
}

function matches(template: string[], segments: string[]): boolean {
  if (template.at(-1) === '{*}') {
    return (
      segments.length >= template.length &&
      template
        .slice(0, -1)
        .every((part, i) => part === segments[i] || (part.startsWith('{') && segments[i] !== ''))
    );
  }
  if (template.length !== segments.length) return false;
  return template.every((part, i) => part === segments[i] || (part.startsWith('{') && segments[i] !== ''));
}

function typeMatches(documented: string, actual: string): boolean {
  if (documented === actual || documented === '*/*') return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

/**
 * OpenAPI 3.0's schema dialect as JSON Schema draft 7 for Ajv: a boolean exclusiveMinimum
 * (exclusiveMaximum) turns the minimum (maximum) into the exclusive bound. Ajv reads `nullable`.
 */
function toDraft7(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(toDraft7) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) result[key] = toDraft7(value);
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof result[exclusive] !== 'boolean') continue;
    if (result[exclusive] === true) result[exclusive] = result[bound];
    else delete result[exclusive];
    if (result[exclusive] !== undefined) delete result[bound];
  }
  return result;
}

const found: string[] = [];

/** The contradictions found since the last call, and forgets them. */
export function takeContradictions(): string[] {
  return found.splice(0);
}

const SENT = Symbol('sent body');

declare module 'fastify' {
  interface FastifyRequest {
    [SENT]?: string | Buffer | null;
  }
}

/**
 * Checkers by the routes of the app they were made for. Drawing an app's document takes about half
 * a second and every server test makes an app, nearly always with the same routes: an app with the
 * same routes (methods and addresses, as printRoutes lists them) has the same document, since each
 * route's schemas are fixed by its code, so its checker, with the validators it compiled, is reused.
 */
const checkers = new Map<string, ConformanceChecker>();

function checkerFor(app: FastifyInstance): ConformanceChecker {
  const routes = app.printRoutes({ commonPrefix: false, includeHooks: false });
  let checker = checkers.get(routes);
  if (!checker) {
    checker = new ConformanceChecker((app as unknown as { swagger(): ApiDocument }).swagger());
    checkers.set(routes, checker);
  }
  return checker;
}

/**
 * Checks every answer of `app` against its own /api/docs/json (read once the app is ready).
 * onSend keeps the bytes of an answer that is not a stream; onResponse checks it, hijacked
 * answers (the generation streams) included. Refusals Fastify makes before routing (an address it
 * cannot decode) run no hooks: `inject` checks those answers itself.
 */
export function installConformanceCheck(app: FastifyInstance): void {
  let checker: ConformanceChecker | undefined;
  const check = (answer: Answer) => {
    checker ??= checkerFor(app);
    const problem = checker.contradiction(answer);
    if (problem) found.push(`${answer.method} ${answer.url.slice(0, 200)} → ${problem}`);
  };
  const checked = new WeakSet<object>();

  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    request[SENT] =
      typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : payload == null ? '' : null;
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    checked.add(request.raw);
    const header = (name: string) => {
      const value = reply.raw.getHeader(name) ?? reply.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    check({
      method: request.method,
      url: request.url,
      status: reply.raw.statusCode,
      contentType: header('content-type'),
      contentEncoding: header('content-encoding'),
      location: header('location'),
      // A hijacked answer wrote its own bytes: a stream, not kept.
      body: request[SENT] === undefined ? null : request[SENT],
    });
  });

  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const checkedInject = async (options: InjectOptions) => {
    const response = await inject(options);
    if (!checked.has(response.raw.req)) {
      check({
        method: response.raw.req.method ?? 'GET',
        url: response.raw.req.url ?? '/',
        status: response.statusCode,
        contentType: response.headers['content-type']?.toString(),
        contentEncoding: response.headers['content-encoding']?.toString(),
        location: response.headers.location?.toString(),
        body: response.rawPayload,
      });
    }
    return response;
  };
  Object.assign(app, { inject: checkedInject });
}
