// The server's one clock. Every use case and job asks it what time it is, so a test can freeze it
// and TEST_CLOCK can move it, and "today" is the same for the schedule, publishing, sessions,
// resets, trials and usage. SQL `now()` is used only where the database must decide across
// processes (publishing leases); each such place says so.
export interface Clock {
  now(): Date;
  /** A number in [0, 1): the random minutes of a suggested pin time, fixed by tests. */
  random(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  random: Math.random,
};
