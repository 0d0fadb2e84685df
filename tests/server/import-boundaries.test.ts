// The import rules in biome.json: a module is reached only through its index, http/ and the layers
// below it never import modules/, web features never import each other nor app/, and the web's
// lib/, components/ and api/ import neither features/ nor app/ (style/noRestrictedImports, per
// folder); no two server files import each other round a loop (suspicious/noImportCycles), which
// through the indexes means no two modules do, and no two web or shared files do, type imports
// included. Each case is a small source file written at the path it pretends to have, in a scratch
// copy of the project's Biome configuration, and linted by the real Biome.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const CONFIG = new URL('../../biome.json', import.meta.url);

/** Path → source; the first line of each refused file is the import that must be refused. */
const refused: Record<string, string> = {
  // Two modules that use each other, each through the other's index.
  'src/server/modules/first/index.ts': `import { second } from '../second';\nexport const first = () => second;\n`,
  'src/server/modules/second/index.ts': `import { first } from '../first';\nexport const second = () => first;\n`,
  // The example: a use-case reaching into another module's file.
  'src/server/modules/pins/reach-into-boards.ts': `import { findBoard } from '../boards/find-board';\nexport const use = findBoard;\n`,
  'src/server/modules/schedule/type-from-pins.ts': `import type { PinWithBoard } from '../pins/list-pins';\nexport type Use = PinWithBoard;\n`,
  'src/server/modules/pins/re-export.ts': `export { findBoard } from '../boards/find-board';\n`,
  'src/server/app-deep.ts': `import { pinRoutes } from './modules/pins/routes';\nexport const use = pinRoutes;\n`,
  'src/server/jobs/deep.ts': `import { publishPin } from '../modules/publishing/publish-pin';\nexport const use = publishPin;\n`,
  'tests/server/deep.test.ts': `import { registerUser } from '../../src/server/modules/auth/register-user';\nexport const use = registerUser;\n`,
  'tests/e2e/deep.ts': `import { hashToken } from '../../src/server/modules/auth/sessions';\nexport const use = hashToken;\n`,
  'bench/deep.ts': `import type { PublishingDeps } from '../src/server/modules/publishing/publishing-deps';\nexport type Use = PublishingDeps;\n`,
  // Below modules/: not even an index.
  'src/server/http/session.ts': `import { findActiveSession } from '../modules/auth';\nexport const use = findActiveSession;\n`,
  'src/server/db/users.ts': `import { toUserDto } from '../modules/user/user-dto';\nexport const use = toUserDto;\n`,
  'src/server/integrations/pinterest/pins.ts': `import { toPinDto } from '../../modules/pins';\nexport const use = toPinDto;\n`,
  // Web features, at each depth a feature's files sit.
  'src/web/features/review/boards.ts': `import { useBoards } from '../boards/api/get-boards';\nexport const use = useBoards;\n`,
  'src/web/features/review/components/boards.tsx': `import { useBoards } from '../../boards/api/get-boards';\nexport const use = useBoards;\n`,
  'src/web/features/marketing/components/landing/timeline.tsx': `import { x } from '../../../timeline/components/day';\nexport const use = x;\n`,
  // Web and shared files round a loop, even one made of type imports only.
  'src/web/lib/first-half.ts': `import { second } from './second-half';\nexport const first = () => second;\n`,
  'src/web/lib/second-half.ts': `import { first } from './first-half';\nexport const second = () => first;\n`,
  'src/web/lib/stored-thing.ts': `import type { Writer } from './thing-writer';\nexport type Thing = { write: Writer };\n`,
  'src/web/lib/thing-writer.ts': `import type { Thing } from './stored-thing';\nexport type Writer = (thing: Thing) => void;\n`,
  'src/shared/api/first.ts': `import { second } from './second';\nexport const first = () => second;\n`,
  'src/shared/api/second.ts': `import { first } from './first';\nexport const second = () => first;\n`,
  // The layers below features/ and app/ never import them; features never import app/.
  'src/web/lib/reach-into-feature.ts': `import { useBoards } from '../features/boards/api/get-boards';\nexport const use = useBoards;\n`,
  'src/web/lib/use-router.ts': `import { router } from '../app/router';\nexport const use = router;\n`,
  'src/web/components/ui/board-list.tsx': `import { BoardCard } from '../../features/boards/components/board-card';\nexport const use = BoardCard;\n`,
  'src/web/api/get-timeline.ts': `import { x } from '../features/timeline/api/get-timeline';\nexport const use = x;\n`,
  'src/web/features/boards/uses-app.ts': `import { AppProviders } from '../../app/providers';\nexport const use = AppProviders;\n`,
  'src/web/features/boards/components/uses-app.tsx': `import { router } from '../../../app/router';\nexport const use = router;\n`,
  'src/web/features/marketing/components/landing/uses-app.tsx': `import { x } from '../../../../app/public-app';\nexport const use = x;\n`,
};

const allowed: Record<string, string> = {
  'src/server/modules/schedule/uses-indexes.ts': [
    `import { findBoard } from '../boards';`,
    `import { getPin } from '../pins';`,
    `import { pins } from '../../db/schema';`,
    `import { AppError } from '../../app-error';`,
    `import { requireAuth } from '../../http/auth-guard';`,
    `import { PIN_GAP_MINUTES } from '../../../shared/api/schedule';`,
    `import { checkNewTime } from './reschedule-pin';`,
    `export const use = [findBoard, getPin, pins, AppError, requireAuth, PIN_GAP_MINUTES, checkNewTime];`,
  ].join('\n'),
  'src/server/modules/publishing/uses-test-support.test.ts': [
    `import { createTestApp } from '../../../../tests/setup/test-app';`,
    `import { connectThroughRoutes } from '../pinterest/test-support';`,
    `export const use = [createTestApp, connectThroughRoutes];`,
  ].join('\n'),
  'src/server/app-indexes.ts': [
    `import { DEMO_PINTEREST_PATH } from './integrations/pinterest/pin-url';`,
    `import { pinRoutes } from './modules/pins';`,
    `import { resolvePinterest } from './modules/pinterest/resolve-pinterest';`,
    `export const use = [DEMO_PINTEREST_PATH, pinRoutes, resolvePinterest];`,
  ].join('\n'),
  'tests/server/uses-test-support.test.ts': [
    `import { STUCK_AFTER_MINUTES } from '../../src/server/modules/publishing';`,
    `import { scheduledPin } from '../../src/server/modules/publishing/test-support';`,
    `export const use = [STUCK_AFTER_MINUTES, scheduledPin];`,
  ].join('\n'),
  'src/server/http/below-modules.ts': [
    `import { AppError } from '../app-error';`,
    `import { users } from '../db/schema';`,
    `export const use = [AppError, users];`,
  ].join('\n'),
  'src/web/features/review/components/own-feature.tsx': [
    `import { Button } from '../../../components/ui/button';`,
    `import { apiRequest } from '../../../lib/api-client';`,
    `import { pinDto } from '../../../../shared/api/pins';`,
    `import { useUpdatePin } from '../api/update-pin';`,
    `import { PinCard } from './pin-card';`,
    `export const use = [Button, apiRequest, pinDto, useUpdatePin, PinCard];`,
  ].join('\n'),
  'src/web/lib/below-features.ts': [
    `import { queryKeys } from '../api/query-keys';`,
    `import { pinDto } from '../../shared/api/pins';`,
    `import { ApiError } from './api-error';`,
    `export const use = [queryKeys, pinDto, ApiError];`,
  ].join('\n'),
  'src/web/app/routes/composes-features.tsx': [
    `import { BoardsPage } from '../../features/boards/components/boards-page';`,
    `import { ConnectionCard } from '../../features/pinterest/components/connection-card';`,
    `import { AppProviders } from '../providers';`,
    `export const use = [BoardsPage, ConnectionCard, AppProviders];`,
  ].join('\n'),
};

/** "file:line" of every import error Biome reports in `root`. */
let reported: string[];
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-import-rules-'));
  const config = JSON.parse(await readFile(CONFIG, 'utf8'));
  // The scratch folder is no git checkout; everything else is the project's configuration.
  delete config.$schema;
  config.vcs = { enabled: false };
  await writeFile(path.join(root, 'biome.json'), JSON.stringify(config));
  // The GritQL plugins it names (lint/), without which Biome would not lint at all.
  await cp(new URL('../../lint', import.meta.url), path.join(root, 'lint'), { recursive: true });
  for (const [file, source] of Object.entries({ ...refused, ...allowed })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), source);
  }
  const lint = await promisify(execFile)(
    process.execPath,
    [
      BIOME,
      'lint',
      '--only=style/noRestrictedImports',
      '--only=suspicious/noImportCycles',
      '--reporter=github',
      '.',
    ],
    { cwd: root, timeout: 60_000 },
  ).catch((error: { stdout?: string; code?: number }) => {
    // Exit code 1 is Biome finding errors; anything else is Biome failing to run.
    if (error.code !== 1 || error.stdout === undefined) throw error;
    return { stdout: error.stdout };
  });
  const errors =
    /^::error title=lint\/(?:style\/noRestrictedImports|suspicious\/noImportCycles),file=([^,]+),line=(\d+)/gm;
  reported = [...lint.stdout.matchAll(errors)]
    .map(([, file = '', line]) => `${path.relative(root, file).split(path.sep).join('/')}:${line}`)
    .sort();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('biome.json import rules', () => {
  it.each(Object.keys(refused))('refuses the import in %s', (file) => {
    expect(reported).toContain(`${file}:1`);
  });

  it('lets modules, the app, tests and features import what they may, and refuses nothing else', () => {
    expect(reported).toEqual(
      Object.keys(refused)
        .map((file) => `${file}:1`)
        .sort(),
    );
  });
});
