// The app's operations as its OpenAPI description lists them (/api/docs/json), for the suites
// that walk every route: the fuzzing in tests/server/bad-input.test.ts and the cross-workspace matrix.
import type { FastifyInstance } from 'fastify';

/** The part of a JSON schema the walkers read. */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented, e.g. /api/boards/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const spec = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        };
      }),
  );
}

/** The path with each {param} replaced by `value(param)`, encoded (a lone surrogate as U+FFFD). */
export function fillPath(path: string, value: (param: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, param: string) => {
    const text = value(param).replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
    return param === '*' ? text : encodeURIComponent(text);
  });
}

/** The ids a plausible request names: the caller's own board, a pin in review and a scheduled pin. */
export interface OwnIds {
  board: string;
  pin: string;
  scheduledPin: string;
  /** The app's "now" (its clock), which plausible times follow; else the system clock. */
  now?: Date;
}

let sequence = 0;

/** A value the field would take, so a request is valid but for what a test changes. */
export function plausible(schema: JsonSchema, field: string, ids: OwnIds): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0], field, ids);
  if (schema.type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key, ids)]),
    );
  }
  if (schema.type === 'array') return [plausible(schema.items ?? {}, field, ids)];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return plausibleText(schema, field, ids);
}

function plausibleText(schema: JsonSchema, field: string, ids: OwnIds): string {
  const tomorrow = new Date((ids.now?.getTime() ?? Date.now()) + 86_400_000);
  if (/pin_?id/i.test(field)) return ids.pin;
  if (/board_?id/i.test(field) && !/pinterest/i.test(field)) return ids.board;
  if (schema.format === 'date-time') return tomorrow.toISOString();
  if (field === 'date') return tomorrow.toISOString().slice(0, 10);
  sequence += 1;
  if (field === 'email') return `plausible.${sequence}.${Date.now()}@example.com`;
  if (field === 'password') return 'correct-horse-battery';
  if (/time_?zone/i.test(field)) return 'Europe/Paris';
  if (schema.pattern?.includes(':[0-5]')) return field.endsWith('end') ? '20:00' : '09:00';
  if (schema.pattern?.includes('#')) return '#E60023';
  if (field === 'link' || field === 'url' || field.endsWith('_link')) return 'https://example.com/plausible';
  return `Plausible ${field}`;
}
