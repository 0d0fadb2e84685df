// docs/architecture.md lists every API route; this compares its table with the OpenAPI
// description the app builds, so a route added, moved or removed fails here until the doc says so.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app';

const DOC = new URL('../../docs/architecture.md', import.meta.url);

/** "GET /api/boards" for each method of each row of the doc's route table. */
function documentedRoutes(markdown: string): string[] {
  const rows = markdown.matchAll(/^\| ([A-Z][A-Z, ]*?) +\| (\/\S+) +\| [^|]+\|$/gm);
  return [...rows].flatMap(([, methods = '', path]) =>
    methods.split(', ').map((method) => `${method} ${path}`),
  );
}

it('docs/architecture.md lists exactly the routes the app serves', async () => {
  const { app } = await createTestApp();
  try {
    const openApi = (await app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
    const served = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const documented = documentedRoutes(await readFile(DOC, 'utf8'));
    expect(served.length).toBeGreaterThan(30);
    expect(documented.sort()).toEqual(served.sort());
  } finally {
    await app.close();
  }
});
