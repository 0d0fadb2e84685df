// Faults switched on by tests (or POST /_emulator/faults) to exercise Pinloom's webhook handling.
export interface StripeFaults {
  /** Every event is delivered twice. */
  duplicate: boolean;
  /** The events of one action (one batch) are delivered last first. */
  out_of_order: boolean;
  /** Milliseconds to wait before each delivery. */
  delay: number;
  /** The next renewal payment (or trial-end payment) fails: invoice.payment_failed, past_due. */
  fail_next_renewal: boolean;
}

export const NO_FAULTS: StripeFaults = {
  duplicate: false,
  out_of_order: false,
  delay: 0,
  fail_next_renewal: false,
};

/** Checks a (partial) fault setting from a test or the control API; throws on unknown keys. */
export function parseFaults(input: unknown): Partial<StripeFaults> {
  if (typeof input !== 'object' || input === null) throw new Error('Faults must be an object');
  const faults: Partial<StripeFaults> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'delay') {
      if (typeof value !== 'number' || value < 0 || !Number.isFinite(value))
        throw new Error('delay must be a number of milliseconds');
      faults.delay = value;
    } else if (key === 'duplicate' || key === 'out_of_order' || key === 'fail_next_renewal') {
      if (typeof value !== 'boolean') throw new Error(`${key} must be true or false`);
      faults[key] = value;
    } else throw new Error(`Unknown fault ${key}`);
  }
  return faults;
}
