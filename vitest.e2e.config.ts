import { defineConfig } from 'vitest/config';

// Browser journeys: Playwright (playwright-core) drives Debian's Chromium against a real
// server started by tests/e2e/support/global-setup.ts on a free port with a fresh data dir.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // A poll waits for what a page shows, as Playwright's own waits do: a second (vitest's default)
    // is too short for a page still loading on a busy machine, such as CI's, where other suites run
    // beside these.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
  },
});
