// npm run bench: every benchmark, printed as tables and written to bench/results/*.json;
// `npm run bench -- publishing timeline` runs only the ones named.
// Figures are measured, never asserted: the tests check behaviour.
//
// Each benchmark runs in a process of its own (`run.ts --in-process <name>`), as a fresh server
// would: one benchmark's heap, threads and connections never weigh on the next one's figures (a
// timeline measured after the generation benchmark in the same process met a major collection of
// a 400 MB heap in its 10 s window). The scale data is seeded here once and handed to each.
import { spawnSync } from 'node:child_process';
import { benchAdminScale } from './admin-scale';
import { benchAnalytics } from './analytics';
import { benchApiV1 } from './api-v1';
import { benchGeneration } from './generation';
import { benchListsScale } from './lists-scale';
import { benchMigrations } from './migrations';
import { benchMixedLoad } from './mixed-load';
import { benchPublicPages } from './public-pages';
import { benchPublishing } from './publishing';
import { dropScaleDatabase, scaleDatabase, scaleDatabaseForChild } from './seed-scale';
import { benchStart } from './start';
import { benchTemplates } from './templates';
import { benchTimeline } from './timeline';

const benchmarks: Record<string, () => Promise<unknown>> = {
  generation: benchGeneration,
  timeline: benchTimeline,
  publishing: benchPublishing,
  'admin-scale': benchAdminScale,
  'public-pages': benchPublicPages,
  'lists-scale': benchListsScale,
  start: benchStart,
  'mixed-load': benchMixedLoad,
  migrations: benchMigrations,
  templates: benchTemplates,
  analytics: benchAnalytics,
  'api-v1': benchApiV1,
};
/** The benchmarks that read the scale data (seed-scale.ts). */
const AT_SCALE = new Set(['timeline', 'admin-scale', 'lists-scale']);

async function inProcess(name: string): Promise<void> {
  const run = benchmarks[name];
  if (!run) throw new Error(`unknown benchmark: ${name}`);
  try {
    await run();
  } finally {
    await dropScaleDatabase();
  }
}

/** Runs each named benchmark (all when none is) in its own process; false if one failed. */
async function inTurn(named: string[]): Promise<boolean> {
  const failed: string[] = [];
  try {
    for (const name of Object.keys(benchmarks)) {
      if (named.length > 0 && !named.includes(name)) continue;
      const seeded = AT_SCALE.has(name) ? await scaleDatabase() : null;
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', import.meta.filename, '--in-process', name],
        { stdio: 'inherit', env: { ...process.env, ...(seeded && scaleDatabaseForChild(seeded)) } },
      );
      if (child.status !== 0) failed.push(name);
    }
  } finally {
    await dropScaleDatabase();
  }
  if (failed.length) console.error(`benchmarks that failed: ${failed.join(', ')}`);
  return failed.length === 0;
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--in-process') {
  await inProcess(rest[0] ?? '');
} else {
  const named = first === undefined ? [] : [first, ...rest];
  const unknown = named.filter((name) => !(name in benchmarks));
  if (unknown.length) {
    console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(benchmarks).join(', ')})`);
    process.exit(1);
  }
  if (!(await inTurn(named))) process.exitCode = 1;
}
