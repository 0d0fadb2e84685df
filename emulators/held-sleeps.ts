// For the emulators' tests: a sleep to give an emulator in place of its timer. Each wait is
// recorded and lasts until the test releases it, so a test sees what happens during a delay and
// after it by events, not by how much real time went by.
export interface HeldSleeps {
  /** What the emulator is given (its `sleep` or `webhookSleep` option). */
  sleep(ms: number): Promise<void>;
  /** Every delay asked for, in order; cleared by `reset()`. */
  readonly asked: number[];
  /** Resolves once a wait is being held (at once if one already is). */
  held(): Promise<void>;
  /** Ends every wait held now. */
  release(): void;
  /** Ends every wait and forgets the delays asked for. */
  reset(): void;
}

export function heldSleeps(): HeldSleeps {
  const asked: number[] = [];
  let holding: Array<() => void> = [];
  let watchers: Array<() => void> = [];
  const release = () => {
    const ending = holding;
    holding = [];
    for (const end of ending) end();
  };
  return {
    asked,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        asked.push(ms);
        holding.push(resolve);
        const waiting = watchers;
        watchers = [];
        for (const notify of waiting) notify();
      }),
    held: () =>
      new Promise<void>((resolve) => {
        if (holding.length > 0) resolve();
        else watchers.push(resolve);
      }),
    release,
    reset: () => {
      release();
      asked.length = 0;
    },
  };
}
