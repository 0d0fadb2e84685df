// How the prerendered public pages check an answer against its contract without zod.
// In their build each zod schema of src/shared/api is replaced by the JSON Schema zod writes for it
// (build/public-contracts.ts) wrapped in answerCheck, which lib/api-client.ts's parseAnswer calls as
// it calls a zod schema: `safeParse(payload)`. Only schemas of plain JSON data are replaced (no
// refinement, transform or default: their answer is the payload as it came), and only with the
// keywords below; zod's own rules where JSON Schema's differ (a string's length in UTF-16 units).

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  title?: string;
}

/** The keywords answerCheck knows; the build refuses a schema with any other. */
export const CHECKED_KEYWORDS: ReadonlySet<string> = new Set<keyof JsonSchema>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'description',
  'title',
]);

interface Issue {
  path: (string | number)[];
  message: string;
}

function isType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
  }
}

/** The first thing wrong with `value`, or null. Values from JSON: no undefined, no NaN. */
function problem(schema: JsonSchema, value: unknown, path: (string | number)[]): Issue | null {
  const at = (message: string): Issue => ({ path, message });
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => isType(type, value))) return at(`expected ${types.join(' or ')}`);
  }
  if (schema.const !== undefined && value !== schema.const)
    return at(`expected ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value))
    return at(`expected one of ${JSON.stringify(schema.enum)}`);
  if (schema.anyOf?.every((option) => problem(option, value, path) !== null)) {
    return at('matches none of the allowed shapes');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return at(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return at(`above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      return at(`not above ${schema.exclusiveMinimum}`);
    }
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
      return at(`not below ${schema.exclusiveMaximum}`);
    }
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return at('too short');
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return at('too long');
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return at('too few items');
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return at('too many items');
    if (schema.items) {
      for (const [index, item] of value.entries()) {
        const found = problem(schema.items, item, [...path, index]);
        if (found) return found;
      }
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!Object.hasOwn(record, key)) return { path: [...path, key], message: 'required' };
    }
    for (const [key, item] of Object.entries(record)) {
      const known = schema.properties?.[key];
      const rule = known ?? schema.additionalProperties;
      if (rule === false) return { path: [...path, key], message: 'not allowed' };
      if (rule === undefined || rule === true) continue;
      const found = problem(rule, item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** @internal for tests and benchmarks, not production code */
export type AnswerCheckResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: Issue[] } };

/**
 * A contract of the public pages' build: `safeParse` as zod's, with the payload as its data.
 * @internal for tests and benchmarks, not production code
 */
export function answerCheck(schema: JsonSchema) {
  return {
    safeParse(value: unknown): AnswerCheckResult {
      const found = problem(schema, value, []);
      return found ? { success: false, error: { issues: [found] } } : { success: true, data: value };
    },
  };
}
