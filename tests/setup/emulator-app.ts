// The frame of a test file that talks to Pinterest: one emulator for the file, reset before each
// test, and a fresh app on the test database talking to it for each test, closed after it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type PinterestEmulator,
  type PinterestEmulatorOptions,
  startPinterestEmulator,
} from '../../emulators/pinterest/server';
import { pinterestFor } from './pinterest';
import { createTestApp, type TestApp } from './test-app';

/** `use` receives the emulator and the test's app before each test. */
export function withEmulatorApp(
  use: (context: { emulator: PinterestEmulator; t: TestApp }) => void,
  options: Omit<PinterestEmulatorOptions, 'port'> = {},
): void {
  let emulator: PinterestEmulator;
  beforeAll(async () => {
    emulator = await startPinterestEmulator({ ...options, port: 0 });
  });
  beforeEach(async () => {
    emulator.reset();
    const t = await createTestApp({ pinterest: pinterestFor(emulator) });
    use({ emulator, t });
    return () => t.app.close();
  });
  afterAll(async () => {
    await emulator.close();
  });
}
