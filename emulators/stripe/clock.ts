// The emulator's clock: the given clock (or the wall clock) plus an offset that tests move
// forward, so trials end and periods renew without waiting a month.
export class EmulatorClock {
  private offsetMs = 0;

  constructor(private readonly source: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.source().getTime() + this.offsetMs);
  }

  /** Unix seconds, as Stripe's timestamps. */
  seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Moves to `to`; never backwards, since Stripe's history cannot be undone. */
  moveTo(to: Date): void {
    const ahead = to.getTime() - this.now().getTime();
    if (Number.isNaN(ahead)) throw new Error('Not a valid time');
    if (ahead > 0) this.offsetMs += ahead;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

/** `anchor` plus `months` calendar months, the day clamped to the month's end (Jan 31 → Feb 28). */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const target = new Date(anchor);
  target.setUTCDate(1);
  target.setUTCMonth(anchor.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}
