// npm run bench: every benchmark, printed as tables and written to bench/results/*.json;
// `npm run bench -- publishing timeline` runs only the ones named.
// Figures are measured, never asserted: the tests check behaviour.
import { benchAdminScale } from './admin-scale';
import { benchGeneration } from './generation';
import { benchListsScale } from './lists-scale';
import { benchPublicPages } from './public-pages';
import { benchPublishing } from './publishing';
import { dropScaleDatabase } from './seed-scale';
import { benchTimeline } from './timeline';

const benchmarks: Record<string, () => Promise<unknown>> = {
  generation: benchGeneration,
  timeline: benchTimeline,
  publishing: benchPublishing,
  'admin-scale': benchAdminScale,
  'public-pages': benchPublicPages,
  'lists-scale': benchListsScale,
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(benchmarks).join(', ')})`);
  process.exit(1);
}
try {
  for (const [name, run] of Object.entries(benchmarks)) {
    if (named.length === 0 || named.includes(name)) await run();
  }
} finally {
  // The scale data (seed-scale.ts) is seeded once for the benchmarks that read at scale.
  await dropScaleDatabase();
}
