// Checks requests and responses against Pinterest's official OpenAPI description, for the emulator
// (both directions) and for the client's tests (what it sends, what it gets back).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import {
  DOCUMENT_ID,
  loadOpenApi,
  type OpenApiDocument,
  type OpenApiOperation,
  resolveParameters,
  toJsonSchema,
} from './openapi-schema';

export interface OpenApiCheck {
  method: string;
  /** '/v5/boards/123/pins', a full URL, or a template from the file ('/boards/{board_id}/pins'). */
  path: string;
  /** Required for responses; the operation's `default` response is used when the status is not listed. */
  status?: number;
  body: unknown;
  kind: 'request' | 'response';
}

export interface OpenApiVerdict {
  valid: boolean;
  /** Human-readable problems, e.g. "/media_source/source_type must be equal to one of the allowed values". */
  errors: string[];
  /** 'pins/create', or null when the file has no such operation. */
  operationId: string | null;
}

export interface OperationInfo {
  operationId: string;
  template: string;
  /** Scopes the pinterest_oauth2 security requirement lists (all of them are needed). */
  scopes: string[];
  rateLimitCategory: string | null;
}

interface Compiled {
  ajv: Ajv;
  doc: OpenApiDocument;
  cache: Map<string, ValidateFunction | null>;
}

let compiled: Compiled | undefined;

function setup(): Compiled {
  if (compiled) return compiled;
  const doc = loadOpenApi();
  // strict: false lets Ajv ignore OpenAPI-only keywords (xml, externalDocs, readOnly on refs…).
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
  const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
  addFormats(ajv);
  // OpenAPI's numeric and password formats describe storage, not a check.
  for (const format of ['int32', 'int64', 'float', 'double', 'password', 'byte', 'binary']) {
    ajv.addFormat(format, true);
  }
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: toJsonSchema(doc.components.schemas) } });
  compiled = { ajv, doc, cache: new Map() };
  return compiled;
}

/** Finds the operation for a concrete path; literal paths win over templates (/pins/analytics). */
function findOperation(method: string, rawPath: string): { template: string; op: OpenApiOperation } | null {
  const { doc } = setup();
  const path = normalizePath(rawPath);
  const verb = method.toLowerCase();
  const literal = doc.paths[path]?.[verb];
  if (literal) return { template: path, op: literal };
  for (const [template, item] of Object.entries(doc.paths)) {
    const op = item[verb];
    if (!op || !template.includes('{')) continue;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return { template, op };
  }
  return null;
}

function normalizePath(raw: string): string {
  const path = /^https?:\/\//.test(raw) ? new URL(raw).pathname : (raw.split('?')[0] ?? raw);
  return path.replace(/^\/v5(?=\/)/, '').replace(/\/+$/, '') || '/';
}

export function operationInfo(method: string, path: string): OperationInfo | null {
  const found = findOperation(method, path);
  if (!found) return null;
  const oauth = found.op.security?.find((requirement) => 'pinterest_oauth2' in requirement);
  return {
    operationId: found.op.operationId,
    template: found.template,
    scopes: oauth?.pinterest_oauth2 ?? [],
    rateLimitCategory: found.op['x-ratelimit-category'] ?? null,
  };
}

function schemaFor(op: OpenApiOperation, check: OpenApiCheck): unknown | null {
  const content =
    check.kind === 'request'
      ? op.requestBody?.content
      : (op.responses[String(check.status)] ?? op.responses.default)?.content;
  if (!content) return null;
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema ?? null;
}

function validatorFor(template: string, op: OpenApiOperation, check: OpenApiCheck): ValidateFunction | null {
  const { ajv, cache } = setup();
  const key = `${check.kind}:${check.method.toLowerCase()}:${template}:${check.status ?? ''}`;
  if (!cache.has(key)) {
    const schema = schemaFor(op, check);
    cache.set(key, schema ? ajv.compile(toJsonSchema(schema) as object) : null);
  }
  return cache.get(key) ?? null;
}

export function validateAgainstOpenApi(check: OpenApiCheck): OpenApiVerdict {
  const found = findOperation(check.method, check.path);
  if (!found) {
    return {
      valid: false,
      errors: [`no operation ${check.method} ${check.path} in the file`],
      operationId: null,
    };
  }
  if (check.kind === 'response' && check.status === undefined) {
    return { valid: false, errors: ['a response check needs its status'], operationId: found.op.operationId };
  }
  const validate = validatorFor(found.template, found.op, check);
  const empty = check.body === undefined || check.body === '' || check.body === null;
  if (!validate) {
    // The file describes no body here (e.g. revoke's 200): sending one is the violation.
    const errors = empty ? [] : [`${check.kind} should have no body`];
    return { valid: errors.length === 0, errors, operationId: found.op.operationId };
  }
  if (check.kind === 'request' && empty && !found.op.requestBody) {
    return { valid: true, errors: [], operationId: found.op.operationId };
  }
  const valid = validate(check.body) as boolean;
  const errors = valid
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
  return { valid, errors: dedupe(errors), operationId: found.op.operationId };
}

/** Query parameters, coerced from strings the way a server would, against the file's limits. */
export function checkQuery(method: string, path: string, query: URLSearchParams): string[] {
  const found = findOperation(method, path);
  if (!found) return [];
  const { ajv, doc, cache } = setup();
  const errors: string[] = [];
  for (const parameter of resolveParameters(doc, found.op.parameters)) {
    if (parameter.in !== 'query' || typeof parameter.name !== 'string') continue;
    const name = parameter.name;
    const raw = query.get(name);
    if (raw === null) {
      if (parameter.required === true) errors.push(`query parameter ${name} is required`);
      continue;
    }
    const key = `query:${found.template}:${name}`;
    if (!cache.has(key)) {
      cache.set(key, parameter.schema ? ajv.compile(toJsonSchema(parameter.schema) as object) : null);
    }
    const validate = cache.get(key);
    // An array is sent comma-separated (style form, explode false) or as the name repeated.
    const value =
      (parameter.schema as { type?: string } | undefined)?.type === 'array'
        ? parameter.explode === false
          ? raw.split(',')
          : query.getAll(name)
        : coerce(raw, parameter.schema as { type?: string });
    if (validate && !validate(value)) {
      errors.push(...(validate.errors ?? []).map((e) => `query parameter ${name} ${e.message}`));
    }
  }
  return dedupe(errors);
}

function coerce(raw: string, schema: { type?: string } | undefined): unknown {
  if ((schema?.type === 'integer' || schema?.type === 'number') && /^-?\d+(\.\d+)?$/.test(raw))
    return Number(raw);
  if (schema?.type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function dedupe(errors: string[]): string[] {
  return [...new Set(errors)].slice(0, 10);
}

/** The scopes Pinterest's consent screen explains, straight from the file's security scheme. */
export function scopeDescriptions(): Record<string, string> {
  const schemes = setup().doc.components.securitySchemes as {
    pinterest_oauth2?: { flows?: { authorizationCode?: { scopes?: Record<string, string> } } };
  };
  return schemes.pinterest_oauth2?.flows?.authorizationCode?.scopes ?? {};
}
