// The server tells time one way (src/server/clock.ts): use cases take `now` from their caller,
// routes read app.clock and jobs deps.clock, so a frozen test clock or TEST_CLOCK moves all of them
// at once. This keeps it so: no `new Date()`, `Date.now()` or SQL `now()` in the server's modules,
// jobs or HTTP layer, but for the places below, each with its reason.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src/server/modules', 'src/server/jobs', 'src/server/http'];

/** File → why it may read the time itself. Keep each reason true, and the list short. */
const JUSTIFIED: Record<string, string> = {
  'src/server/modules/test-clock/test-clock.ts':
    'the test clock is the wall clock plus an offset: it is the clock, not a reader of it',
  'src/server/jobs/start-jobs.ts':
    "a process's start is compared with publishing leases, which are the database's real time",
  'src/server/modules/pins/publishing-writes.ts':
    'leases (publishing_started_at, publishing_lease_until) are the database time every process shares',
  'src/server/modules/publishing/sweep-publishing.ts':
    'a lease runs out by the database time every process shares',
  'src/server/modules/admin/get-system-info.ts':
    "the job queue's failures of the last 24 hours, by the queue's own (database) timestamps",
  'src/server/modules/support/chat-writes.ts':
    "a live chat's staff read mark is compared with its lines' created_at, which the database sets",
};

interface Finding {
  line: number;
  text: string;
}

/** The lines of `source` that read the time themselves. */
function bareTimeIn(source: string): Finding[] {
  const found: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, '');
    const wallClock = /new Date\(\)|\bDate\.now\(\)/.test(code);
    // SQL's now(), not clock.now() or a local function called now().
    const sqlNow = /(?<![.\w])now\(\)/.test(code) && /sql`|now\(\)\s*[-+]\s*(make_)?interval/.test(code);
    if (wallClock || sqlNow) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}

async function serverFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('test-support.ts'));
}

describe('one clock on the server', () => {
  it('finds a bare read of the time, and not the clock’s', () => {
    expect(bareTimeIn('const now = new Date();').map((f) => f.line)).toEqual([1]);
    expect(bareTimeIn('x\nconst at = Date.now() + 5;')).toEqual([
      { line: 2, text: 'const at = Date.now() + 5;' },
    ]);
    expect(bareTimeIn('.set({ updatedAt: sql`now()` })')).toHaveLength(1);
    expect(bareTimeIn("count(*) filter (where completed_on > now() - interval '1 day')")).toHaveLength(1);
    expect(bareTimeIn('const now = app.clock.now();')).toEqual([]);
    expect(bareTimeIn('if (needsRefresh(tokens, now())) refresh();')).toEqual([]);
    expect(bareTimeIn('const due = new Date(iso);')).toEqual([]);
    expect(bareTimeIn('// new Date() here would be wrong')).toEqual([]);
  });

  it('has no bare time in modules, jobs or http outside the justified places', async () => {
    const files = (await Promise.all(SCANNED.map(serverFiles))).flat();
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      if (JUSTIFIED[file]) continue;
      for (const { line, text } of bareTimeIn(await readFile(path.join(ROOT, file), 'utf8'))) {
        offenders.push(`${file}:${line}: ${text}`);
      }
    }
    // Take `now` from the caller (app.clock.now() in a route, deps.clock.now() in a job).
    expect(offenders).toEqual([]);
  });

  it('lists only places that still read the time', async () => {
    for (const file of Object.keys(JUSTIFIED)) {
      expect(bareTimeIn(await readFile(path.join(ROOT, file), 'utf8')), file).not.toEqual([]);
    }
  });
});
