// `npm start` (issue 25 §8, ADR 0026): the server, after building the web app only when dist/web was
// not built from the sources as they are. One process when nothing changed, so a restart pays for
// one Node start, not two; a build runs in a child process (build-web.ts), so the server never holds
// vite and what it loaded. SIGTERM during a build stops the build and the start.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hashWebBuildInputs, isBuiltFrom } from './build-stamp.ts';
import { UP_TO_DATE_MESSAGE } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function buildInChild(): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/build-web.ts', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => {
    child.kill(signal);
    process.exit(1);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(code);
    }),
  );
}

if (await isBuiltFrom(root, await hashWebBuildInputs(root))) {
  console.log(UP_TO_DATE_MESSAGE);
} else if ((await buildInChild()) !== 0) {
  process.exit(1);
}
await import('../src/server/main.ts');
