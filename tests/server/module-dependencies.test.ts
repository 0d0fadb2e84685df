// src/server/modules/README.md says which modules each module uses; this compares its list with
// the modules' imports, so a new use of another module fails here until the README says so.
// Tests and test-support.ts (helpers for tests) are not the module's production code and are left
// out.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/server/modules/', import.meta.url));

type Uses = Record<string, string[]>;

/**
 * The README's fenced block: entries such as `boards → pins, allowance` or `a, b → c`, several to a
 * line when set apart by three spaces or more; `user, settings (use no other module)` lists modules
 * that use none. Words in brackets are comments.
 */
function documentedUses(readme: string): Uses {
  const block = /## Modules depend on each other one way[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const uses: Uses = {};
  const names = (list: string) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  for (const line of block.split('\n')) {
    for (const entry of line.replace(/\([^)]*\)/g, '').split(/\s{3,}/)) {
      if (!entry.trim()) continue;
      const [users = '', used = ''] = entry.split('→');
      for (const user of names(users)) uses[user] = names(used).sort();
    }
  }
  return uses;
}

/** Each module's folder, with the other modules its production files import. */
async function actualUses(): Promise<Uses> {
  const entries = await readdir(MODULES, { withFileTypes: true });
  const modules = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const uses: Uses = {};
  for (const name of modules) {
    const folder = path.join(MODULES, name);
    const files = (await readdir(folder, { recursive: true })).filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && path.basename(file) !== 'test-support.ts',
    );
    const used = new Set<string>();
    for (const file of files) {
      const source = await readFile(path.join(folder, file), 'utf8');
      for (const [, specifier = ''] of source.matchAll(/from\s+['"](\.{1,2}\/[^'"]*)['"]/g)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(path.join(folder, file)), specifier));
        const [other = ''] = target.split(path.sep);
        if (other !== name && modules.includes(other)) used.add(other);
      }
    }
    uses[name] = [...used].sort();
  }
  return uses;
}

it('modules/README.md names every module and exactly the modules each one uses', async () => {
  const readme = await readFile(path.join(MODULES, 'README.md'), 'utf8');
  const actual = await actualUses();
  expect(Object.keys(actual).length).toBeGreaterThan(15);
  expect(documentedUses(readme)).toEqual(actual);
});
