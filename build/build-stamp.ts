// Which sources dist/web was built from: a SHA-256 over every input of the web build,
// kept beside it in dist/web-build.json once a build has finished. `npm start` builds only when the
// inputs' hash differs from the stamp's (build/build-web.ts), so a restart starts at once.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the build reads, from the repository root: the web app and what it shares with the server,
 * the build's own code and configuration, and the exact packages (the lockfile). A folder counts
 * with every file under it but tests and READMEs, which no build reads.
 */
const WEB_BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'build',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const NOT_READ = /\.test\.tsx?$|\.md$/;

/** Where the stamp is kept, from the repository root: beside dist/web, which a build empties. */
const STAMP_FILE = path.join('dist', 'web-build.json');

/** The files a build reads that must be there for the stamp to hold. */
const BUILT_FILES = [path.join('dist', 'web', 'index.html')];

interface Stamp {
  /** The SHA-256 of the inputs the finished build was made from. */
  inputs: string;
  builtAt: string;
  seconds: number;
}

async function inputFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const input of WEB_BUILD_INPUTS) {
    const absolute = path.join(root, input);
    const found = await stat(absolute).catch(() => null);
    if (!found) continue;
    if (!found.isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of await readdir(absolute, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || NOT_READ.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  // The same order on every machine, whatever the file system lists first.
  return files.map((file) => file.split(path.sep).join('/')).sort();
}

/** The SHA-256 of the web build's inputs: each file's path and bytes. */
export async function hashWebBuildInputs(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await inputFiles(root)) {
    hash.update(file).update('\0');
    hash.update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** @internal for tests and benchmarks, not production code */
export async function readStamp(root: string): Promise<Stamp | null> {
  try {
    return JSON.parse(await readFile(path.join(root, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Whether dist/web was built, to the end, from inputs with this hash. */
export async function isBuiltFrom(root: string, inputs: string): Promise<boolean> {
  const stamp = await readStamp(root);
  return stamp?.inputs === inputs && BUILT_FILES.every((file) => existsSync(path.join(root, file)));
}

/** Before a build: an interrupted build must never look finished. */
export async function removeStamp(root: string): Promise<void> {
  await rm(path.join(root, STAMP_FILE), { force: true });
}

/** After a build that finished: the hash of the inputs as they were when it began. */
export async function writeStamp(root: string, inputs: string, seconds: number): Promise<void> {
  const stamp: Stamp = { inputs, builtAt: new Date().toISOString(), seconds };
  await writeFile(path.join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}
