// The web build, in one process: the app (index.html), the public pages' scripts
// (`--mode public`), their SSR build, then their HTML (src/web/prerender.ts), and the stamp of the
// sources it was made from (build-stamp.ts). `ensureWebBuild` skips it all when dist/web was built
// from the sources as they are.
import path from 'node:path';
import { hashWebBuildInputs, isBuiltFrom, removeStamp, writeStamp } from './build-stamp.ts';

type Log = (line: string) => void;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Builds dist/web from the sources under `root`, saying what it does. */
export async function buildWebApp({ root, log }: { root: string; log: Log }): Promise<void> {
  // Loaded only when there is something to build: a start with a current build never pays for vite.
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  const steps: [string, () => Promise<unknown>][] = [
    ['the app', () => build({ configFile, logLevel: 'warn' })],
    ['the public pages', () => build({ configFile, mode: 'public', logLevel: 'warn' })],
    [
      'their HTML renderer',
      () =>
        build({
          configFile,
          mode: 'public',
          logLevel: 'warn',
          build: { ssr: 'prerender-entry.tsx', outDir: path.join(root, 'dist', 'ssr') },
        }),
    ],
    [
      'their HTML',
      async () => {
        const { prerenderPages } = await import('../src/web/prerender.ts');
        return prerenderPages();
      },
    ],
  ];
  for (const [name, step] of steps) {
    const started = performance.now();
    await step();
    log(`  ${name}: ${seconds(started)} s`);
  }
}

export type WebBuildOutcome = 'built' | 'up to date';

export const UP_TO_DATE_MESSAGE =
  'The web app in dist/web is built from these sources: starting without building it.';

/**
 * Builds dist/web unless it was built, to the end, from these very sources. `force` builds anyway
 * (`npm run build`). The stamp is written only after a build that finished, with the hash of the
 * sources as they were when it began: a file changed meanwhile makes the next start build again.
 */
export async function ensureWebBuild({
  root,
  log,
  force = false,
  build = buildWebApp,
}: {
  root: string;
  log: Log;
  force?: boolean;
  build?: typeof buildWebApp;
}): Promise<WebBuildOutcome> {
  const inputs = await hashWebBuildInputs(root);
  if (!force && (await isBuiltFrom(root, inputs))) {
    log(UP_TO_DATE_MESSAGE);
    return 'up to date';
  }
  log(force ? 'Building the web app…' : 'Building the web app (first start or sources changed)…');
  const started = performance.now();
  await removeStamp(root);
  await build({ root, log });
  await writeStamp(root, inputs, seconds(started));
  log(`Built the web app in ${seconds(started)} s.`);
  return 'built';
}
