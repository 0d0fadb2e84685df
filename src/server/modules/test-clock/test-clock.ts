// The server's clock under TEST_CLOCK=1: the wall clock plus an offset that browser tests move
// forward (POST /api/test-clock), so a trial can end or a subscription renew without waiting days.
// It is the app's Clock and the jobs' "now"; sessions and rate limits keep real time.
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';

export interface TestClock extends Clock {
  /** Moves to `to` and answers the new time; refuses the past, since nothing that happened can be undone. */
  moveTo(to: Date): Date;
}

export function createTestClock(wall: () => Date = () => new Date()): TestClock {
  let offsetMs = 0;
  const now = () => new Date(wall().getTime() + offsetMs);
  return {
    now,
    random: Math.random,
    moveTo: (to) => {
      const current = now();
      const ahead = to.getTime() - current.getTime();
      if (ahead < 0) {
        throw new AppError(
          'bad_request',
          `The test clock only moves forward; it is ${current.toISOString()}.`,
        );
      }
      offsetMs += ahead;
      return now();
    },
  };
}
