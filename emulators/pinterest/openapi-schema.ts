// Turns Pinterest's OpenAPI 3.0 description into plain JSON Schema that Ajv can compile: OpenAPI 3.0
// has its own dialect (nullable, discriminator, document-relative $refs) that Ajv does not speak.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Pinterest's official description (MIT, licence beside it), kept in spec/ so a clone runs demo
 * mode and its tests on its own. Refresh it from Pinterest's published API description.
 */
const OPENAPI_FILE = resolve(dirname(fileURLToPath(import.meta.url)), 'spec/openapi-v5.yaml');

/** Every converted $ref points into the document added to Ajv under this id. */
export const DOCUMENT_ID = 'pinterest-openapi';

type Json = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  parameters?: Array<Json>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
  security?: Array<Record<string, string[]>>;
  'x-ratelimit-category'?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Json>; parameters: Record<string, Json>; securitySchemes: Json };
}

let loaded: OpenApiDocument | undefined;

/** Parsed once per process: the file is 41k lines and parsing it takes about a second. */
export function loadOpenApi(file = OPENAPI_FILE): OpenApiDocument {
  loaded ??= parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
  return loaded;
}

/**
 * OpenAPI 3.0 schema → JSON Schema (draft-07 as Ajv reads it):
 * - `nullable: true` becomes a type union with 'null' (and null joins any enum); when the schema
 *   has no own `type` (allOf/$ref wrappers, as Pin.creative_type) it is wrapped in anyOf [it, null].
 * - `discriminator` is dropped. Beside a oneOf it only names which branch to use, and the branches
 *   of the schemas we use are told apart by their enums anyway. Without a oneOf (the token request
 *   and response) its mapping is the only place the variants are linked, so it becomes if/then
 *   rules: "grant_type is refresh_token → must also match OauthAccessTokenRequestRefresh".
 * - `$ref: '#/components/…'` is made absolute so schemas taken out of the document still resolve.
 * - `example`, `x-*` and other annotations are left for Ajv to ignore (strict: false).
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      out.$ref = `${DOCUMENT_ID}${value}`;
      continue;
    }
    // Property names are data, not keywords: convert the schemas under them, keep the names.
    out[key] = key === 'properties' ? mapValues(value as Json) : toJsonSchema(value);
  }
  return applyDiscriminator(applyNullable(overlappingEnums(out)));
}

/**
 * A oneOf of plain enums that share values (the analytics' standard and video metric types both
 * list IMPRESSION) can never match "exactly one" for a shared value, yet Pinterest accepts it: the
 * file means "any of these", so it is checked as anyOf.
 */
function overlappingEnums(schema: Json): Json {
  const options = schema.oneOf;
  if (!Array.isArray(options) || !options.every((option) => Array.isArray((option as Json)?.enum)))
    return schema;
  const { oneOf, ...rest } = schema;
  return { ...rest, anyOf: oneOf };
}

function mapValues(properties: Json): Json {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, toJsonSchema(schema)]));
}

function applyNullable(schema: Json): Json {
  if (schema.nullable !== true) return schema;
  const { nullable: _nullable, ...rest } = schema;
  const composite = '$ref' in rest || 'allOf' in rest || 'oneOf' in rest || 'anyOf' in rest;
  if (composite || typeof rest.type !== 'string') return { anyOf: [rest, { type: 'null' }] };
  const withNull: Json = { ...rest, type: [rest.type, 'null'] };
  if (Array.isArray(rest.enum)) withNull.enum = [...rest.enum, null];
  return withNull;
}

function applyDiscriminator(schema: Json): Json {
  const discriminator = schema.discriminator as { propertyName?: string; mapping?: Record<string, string> };
  if (!discriminator) return schema;
  const { discriminator: _dropped, ...rest } = schema;
  if ('oneOf' in rest || 'anyOf' in rest || !discriminator.propertyName || !discriminator.mapping)
    return rest;
  const name = discriminator.propertyName;
  const rules = Object.entries(discriminator.mapping).map(([value, ref]) => ({
    if: { properties: { [name]: { const: value } }, required: [name] },
    // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword, not a promise.
    then: { $ref: `${DOCUMENT_ID}${ref}` },
  }));
  return { ...rest, allOf: [...((rest.allOf as unknown[]) ?? []), ...rules] };
}

/** Query/path parameter lists with their `$ref`s to components.parameters looked up. */
export function resolveParameters(doc: OpenApiDocument, parameters: Array<Json> = []): Array<Json> {
  return parameters.map((parameter) => {
    let current = parameter;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 5; hops++) {
      const name = current.$ref.replace('#/components/parameters/', '');
      current = doc.components.parameters[name] ?? {};
    }
    return current;
  });
}
