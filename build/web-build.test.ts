// npm start builds the web app once per change of its sources: the stamp beside
// dist/web holds the hash of the sources the last finished build was made from.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStamp } from './build-stamp';
import { ensureWebBuild } from './web-build';

let root: string;
let builds: number;
let lines: string[];

/** Stands in for the vite builds: writes what they would, and counts. */
async function fakeBuild({ root: into }: { root: string }) {
  builds += 1;
  await mkdir(path.join(into, 'dist', 'web'), { recursive: true });
  await writeFile(path.join(into, 'dist', 'web', 'index.html'), `<!doctype html><p>build ${builds}</p>`);
}

const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};
const start = (options: { force?: boolean; build?: typeof fakeBuild } = {}) =>
  ensureWebBuild({ root, log: (line) => lines.push(line), build: fakeBuild, ...options });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-web-build-'));
  builds = 0;
  lines = [];
  await write('src/web/main.tsx', 'render(<App />);');
  await write('src/web/main.test.tsx', 'it("renders")');
  await write('src/shared/plans.ts', 'export const PLANS = [];');
  await write('src/server/main.ts', 'listen();');
  await write('vite.config.ts', 'export default {};');
  await write('package-lock.json', '{"lockfileVersion": 3}');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ensureWebBuild', () => {
  it('builds on a first start and says so, then skips while the sources stay the same', async () => {
    await expect(start()).resolves.toBe('built');
    expect(builds).toBe(1);
    expect(lines[0]).toBe('Building the web app (first start or sources changed)…');
    expect(lines.at(-1)).toMatch(/^Built the web app in \d+(\.\d)? s\.$/);
    expect((await readStamp(root))?.inputs).toMatch(/^[0-9a-f]{64}$/);

    lines = [];
    await expect(start()).resolves.toBe('up to date');
    await expect(start()).resolves.toBe('up to date');
    expect(builds).toBe(1);
    expect(lines[0]).toContain('starting without building it');
  });

  it.each([
    ['a web source', 'src/web/main.tsx', 'render(<App strict />);'],
    ['a new web file', 'src/web/features/new-page.tsx', 'export default () => null;'],
    ['a shared module', 'src/shared/plans.ts', 'export const PLANS = [1];'],
    ['the vite configuration', 'vite.config.ts', 'export default { base: "/" };'],
    ['the locked packages', 'package-lock.json', '{"lockfileVersion": 3, "packages": {}}'],
  ])('builds again when %s changes', async (_, file, text) => {
    await start();
    await write(file, text);
    await expect(start()).resolves.toBe('built');
    expect(builds).toBe(2);
    await expect(start()).resolves.toBe('up to date');
  });

  it('does not build for a change the web app never reads: a test, a README, the server', async () => {
    await start();
    await write('src/web/main.test.tsx', 'it("renders twice")');
    await write('src/web/README.md', '# The web app');
    await write('src/server/main.ts', 'listen(3000);');
    await expect(start()).resolves.toBe('up to date');
    expect(builds).toBe(1);
  });

  it('builds again when dist/web is gone though the stamp is there', async () => {
    await start();
    await rm(path.join(root, 'dist', 'web'), { recursive: true });
    await expect(start()).resolves.toBe('built');
  });

  it('never trusts a build that failed: no stamp, and the next start builds', async () => {
    await start();
    await write('src/web/main.tsx', 'render(<Broken');
    const failing = vi.fn(async () => {
      throw new Error('Transform failed');
    });
    await expect(start({ build: failing })).rejects.toThrow('Transform failed');
    expect(await readStamp(root)).toBeNull();
    await expect(start()).resolves.toBe('built');
  });

  it('builds when told to, whatever the stamp (npm run build)', async () => {
    await start();
    await expect(start({ force: true })).resolves.toBe('built');
    expect(builds).toBe(2);
  });
});
