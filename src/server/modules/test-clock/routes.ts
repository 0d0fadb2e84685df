// The test clock (TEST_CLOCK=1 only, never in production; app.ts registers these routes only
// then): GET /api/test-clock tells the app's time, POST moves it forward. For browser tests that
// need a trial to end, a period to pass or a day's analytics to be collected; no session, since
// nothing here exists on a real server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, isoInstant } from '../../../shared/api/common';
import { moveTestClock } from './move-test-clock';
import type { TestClock } from './test-clock';

const HUNDRED_YEARS_S = 100 * 366 * 24 * 60 * 60;

const moveBody = z.union([
  z.strictObject({ to: isoInstant('to') }),
  z.strictObject({
    seconds: z
      .number({ error: 'seconds must be a number' })
      .int('seconds must be a whole number')
      .min(0, 'seconds must not be negative')
      .max(HUNDRED_YEARS_S, 'seconds must be at most a hundred years'),
  }),
]);
const nowResponse = z.object({ now: z.string() });

export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (app, { clock }) => {
  const tags = ['test clock'];
  app.get(
    '/test-clock',
    {
      schema: { tags, summary: "Test only (TEST_CLOCK=1): the app's time", response: { 200: nowResponse } },
    },
    async () => ({ now: clock.now().toISOString() }),
  );
  app.post(
    '/test-clock',
    {
      schema: {
        tags,
        summary:
          "Test only (TEST_CLOCK=1): move the app's time and demo billing's forward; answers once what fell due (billing, analytics collection) is applied",
        body: moveBody,
        response: { 200: nowResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const to = 'to' in body ? new Date(body.to) : new Date(clock.now().getTime() + body.seconds * 1000);
      const analytics = { db: app.db, pinterest: app.pinterest, appSecret: app.appConfig.appSecret, clock };
      return moveTestClock({ db: app.db, clock, billing: app.billing, analytics, to });
    },
  );
};
