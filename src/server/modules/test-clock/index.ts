// The test clock's public face (TEST_CLOCK=1, browser tests only): main.ts makes the clock, app.ts
// registers its routes.

export { testClockRoutes } from './routes';
export { createTestClock, type TestClock } from './test-clock';
