// `npm start` (ADR 0030): the server, with the web app built first only when dist/web
// was not built from the sources as they are. One process when nothing changed, so a restart pays
// for one Node start, not two. A build runs in a child process (build-web.ts), so the server never
// holds vite and what it loaded, and meanwhile the server opens and migrates its database: a first
// start takes about as long as the build, not the build and then the server's own start. The server
// assembles the app, and so listens, once the build is done (src/server/web-app-ready.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webAppBuilding } from '../src/server/web-app-ready.ts';
import { hashWebBuildInputs, isBuiltFrom } from './build-stamp.ts';
import { UP_TO_DATE_MESSAGE } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The build in a child process; it prints what it does. SIGTERM or SIGINT meanwhile stops both. */
function buildInChild(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/build-web.ts', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => {
    child.kill(signal);
    process.exit(1);
  };
  // The server failing to start meanwhile (a bad setting) ends the build too.
  const orphaned = () => child.kill('SIGTERM');
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('exit', orphaned);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      process.off('exit', orphaned);
      if (code === 0) resolve();
      else reject(new Error(`the web build failed (exit code ${code}; its output is above)`));
    }),
  );
}

if (await isBuiltFrom(root, await hashWebBuildInputs(root))) console.log(UP_TO_DATE_MESSAGE);
else webAppBuilding(buildInChild());
await import('../src/server/main.ts');
