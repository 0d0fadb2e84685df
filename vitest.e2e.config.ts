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
    hookTimeout: 180_000,
  },
});
