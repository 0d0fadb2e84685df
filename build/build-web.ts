// `npm run build` (always builds) and the first half of `npm start` (`--if-changed`: builds only
// when dist/web was not built from the sources as they are; ADR 0030).
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifChanged = process.argv.includes('--if-changed');

try {
  await ensureWebBuild({ root, log: (line) => console.log(line), force: !ifChanged });
} catch (error) {
  console.error('The web build failed:', error);
  process.exit(1);
}
