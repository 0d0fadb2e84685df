import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];

// Unit and integration tests. Server tests run the real app against PGlite, or against
// PostgreSQL when TEST_DATABASE_URL is set (see tests/setup/database.ts).
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // isolate: false keeps one worker process across test files, so its single PGlite
        // instance (about 770 MB and seconds to start) is opened once, not once per file.
        // Every answer a test app gives is checked against its /api/docs/json; a contradiction
        // fails the test (tests/setup/openapi-conformance.ts).
        test: {
          name: 'server',
          include: serverTests,
          isolate: false,
          setupFiles: ['tests/setup/fail-on-contradictions.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
            'emulators/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...serverTests],
        },
      },
    ],
  },
});
