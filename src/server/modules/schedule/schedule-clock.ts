// The time and the dice the schedule uses. Injected through buildApp so tests can fix "now"
// and the random minutes of a suggested time.
export interface ScheduleClock {
  now(): Date;
  /** A number in [0, 1). */
  random(): number;
}

export const systemScheduleClock: ScheduleClock = {
  now: () => new Date(),
  random: Math.random,
};
