// A Vite plugin for the public pages' builds (vite.config.ts, `--mode public`; ADR 0029): each
// module of src/shared/api becomes what it exports as data, so the pages keep checking every answer
// against its contract without carrying zod (about 24 kB of gzipped JavaScript, more than a login
// form's own code and React's together leave room for).
//
// The module is loaded here, at build time, with its real zod schemas. Each export that is JSON
// (a message, a limit, a list of codes) is written as it is; each zod schema of plain JSON data is
// written as answerCheck(<the JSON Schema zod makes of it>) (src/web/lib/answer-check.ts), which
// lib/api-client.ts calls as it calls zod. Anything else is left out, so a public page that
// imports it (a function, a schema with a refinement, a transform or a default, whose answer
// answerCheck cannot give) fails its build by name. `guardPublicImports` fails it too when zod
// itself is imported.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type NamespacedUnregister, register } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { type core, z } from 'zod';
import { CHECKED_KEYWORDS, type JsonSchema } from '../src/web/lib/answer-check.ts';

type AnySchema = core.$ZodType;

const isZodSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Schema types whose parse gives back the data it was given (less unknown object keys). */
const PLAIN_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'optional',
  'nullable',
  'union',
  'unknown',
  'any',
  'never',
]);
/** Checks that only accept or refuse: no refinement ('custom'), no trim or case change ('overwrite'). */
const PLAIN_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'number_format',
]);

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, AnySchema>;
  catchall?: AnySchema;
  element?: AnySchema;
  innerType?: AnySchema;
  options?: AnySchema[];
}

/** Whether `schema` describes plain JSON data, which answerCheck can check as zod would. */
function isPlainData(schema: AnySchema): boolean {
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN_TYPES.has(def.type)) return false;
  if (def.checks?.some((check) => !PLAIN_CHECKS.has(check._zod.def.check))) return false;
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.catchall ? [def.catchall] : []),
    ...(def.element ? [def.element] : []),
    ...(def.innerType ? [def.innerType] : []),
    ...(def.options ?? []),
  ];
  return inner.every(isPlainData);
}

function usesOnlyCheckedKeywords(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return true;
  if (Array.isArray(schema)) return schema.every(usesOnlyCheckedKeywords);
  return Object.entries(schema).every(([keyword, value]) => {
    if (!CHECKED_KEYWORDS.has(keyword)) return false;
    // Values, not schemas: the names and values listed.
    if (keyword === 'required' || keyword === 'enum' || keyword === 'const') return true;
    if (keyword === 'properties') return Object.values(value as object).every(usesOnlyCheckedKeywords);
    return usesOnlyCheckedKeywords(value);
  });
}

/** The JSON Schema answerCheck checks `schema` with, or null when it cannot check it as zod does. */
export function answerSchemaOf(schema: AnySchema): JsonSchema | null {
  if (!isPlainData(schema)) return null;
  // The input side: what a payload may be (unknown keys are allowed in, though zod drops them).
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  return usesOnlyCheckedKeywords(json) ? (json as JsonSchema) : null;
}

function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isJson);
}

/** The module that stands in for a src/shared/api module, given what it exports, in the public pages' build. */
export function publicContractModule(exports: Record<string, unknown>, answerCheckModule: string): string {
  const lines = [`import { answerCheck } from ${JSON.stringify(answerCheckModule)};`];
  for (const [name, value] of Object.entries(exports)) {
    if (isZodSchema(value)) {
      const schema = answerSchemaOf(value);
      if (schema)
        lines.push(`export const ${name} = /* @__PURE__ */ answerCheck(${JSON.stringify(schema)});`);
    } else if (isJson(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function publicContracts(root: string): Plugin {
  const sharedApi = path.join(root, 'src', 'shared', 'api') + path.sep;
  const answerCheckModule = path.join(root, 'src', 'web', 'lib', 'answer-check.ts');
  // The real modules, loaded through tsx once per build: zod and shared modules are read once.
  let loader: NamespacedUnregister | null = null;
  return {
    name: 'pinloom:public-contracts',
    enforce: 'pre',
    async load(id) {
      if (!id.startsWith(sharedApi) || !id.endsWith('.ts')) return null;
      loader ??= register({ namespace: `pinloom-public-contracts-${process.pid}-${Date.now()}` });
      const exports: Record<string, unknown> = await loader.import(pathToFileURL(id).href, import.meta.url);
      return publicContractModule(exports, answerCheckModule);
    },
    async buildEnd() {
      await loader?.unregister();
      loader = null;
    },
    resolveId(source, importer) {
      if (source === 'zod' || source.startsWith('zod/')) {
        this.error(
          `${importer ?? 'a module'} imports ${source}: the public pages check answers without zod ` +
            '(build/public-contracts.ts). Import the contract from src/shared/api instead.',
        );
      }
      return null;
    },
  };
}
