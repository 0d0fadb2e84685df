// Switchable failures for API and token calls (/v5/*), so clients can be tested against rate
// limits, outages, slow and lost answers, and revoked access.
type FaultMode = '429' | '500' | 'slow' | 'timeout' | 'revoked';

export interface PinterestFault {
  mode: FaultMode;
  /** How many matching requests the fault hits; all of them until cleared when left out. */
  times?: number;
  /**
   * 'slow': wait this long, then answer normally (default 5000 ms).
   * 'timeout': do the work (a pin does get created) and answer after this long; without it the
   * answer never comes until the emulator closes. That is the ambiguous failure a client must
   * resolve by looking for the pin on the board before posting again.
   */
  delayMs?: number;
  /**
   * 'slow': a client that hangs up during the wait leaves nothing behind, as if the request never
   * reached Pinterest (no pin is created; the log marks it `dropped`). Without it the work is done
   * after the wait whether or not anyone is still listening.
   */
  dropOnHangUp?: boolean;
  /**
   * '500': do the work first (a pin does get created), then answer 500: Pinterest failed after
   * storing the pin, another ambiguous failure. Without it the 500 comes before any work.
   */
  afterWork?: boolean;
  /** '429': the retry-after sent (default 1 s). */
  retryAfterSeconds?: number;
  /**
   * Which paths fail: a regular expression (as a RegExp or its source string, e.g. '^/v5/pins$'),
   * or a list of path prefixes (['/v5/pins', '/v5/oauth/token']). All /v5 paths when left out.
   */
  paths?: string | RegExp | string[];
}

export class FaultSwitch {
  private fault: (PinterestFault & { left: number }) | null = null;

  set(next: PinterestFault | null): void {
    if (next && !['429', '500', 'slow', 'timeout', 'revoked'].includes(next.mode)) {
      throw new Error(`Unknown fault mode ${String(next.mode)}`);
    }
    this.fault = next ? { ...next, left: next.times ?? Number.POSITIVE_INFINITY } : null;
  }

  current(): PinterestFault | null {
    if (!this.fault) return null;
    const { left: _left, ...fault } = this.fault;
    return { ...fault, paths: fault.paths instanceof RegExp ? fault.paths.source : fault.paths };
  }

  /** The fault this request meets, counted against `times`; null when it passes untouched. */
  take(path: string): PinterestFault | null {
    const fault = this.fault;
    if (!fault || fault.left <= 0 || !matches(fault.paths, path)) return null;
    fault.left--;
    return fault;
  }
}

function matches(paths: PinterestFault['paths'], path: string): boolean {
  if (paths === undefined) return true;
  if (Array.isArray(paths)) return paths.some((prefix) => path.startsWith(prefix));
  return (paths instanceof RegExp ? paths : new RegExp(paths)).test(path);
}
