// Honours Pinterest's rate-limit headers for one connection: when x-ratelimit-remaining reaches 0
// (or a 429 arrives) the next call waits for the reset, unless that wait is too long for a request,
// in which case it fails fast as rate_limited so the job queue can come back later.
import { firstNumber, PinterestError, rateLimitResetSeconds, retryAfterSeconds } from './errors';

export interface RateLimitGate {
  /** Reads the headers of an answer (any status). */
  observe(response: Response): void;
  /** Resolves when a call may go out; throws rate_limited when the wait would exceed the bound. */
  wait(operation: string): Promise<void>;
}

export function createRateLimitGate(options: {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  maxWaitSeconds: number;
}): RateLimitGate {
  let blockedUntil = 0;
  return {
    observe(response) {
      const now = options.now();
      let waitSeconds: number | null = null;
      if (response.status === 429) {
        waitSeconds = retryAfterSeconds(response.headers, now);
      } else if ((firstNumber(response.headers.get('x-ratelimit-remaining')) ?? 1) <= 0) {
        waitSeconds = rateLimitResetSeconds(response.headers, now);
      }
      if (waitSeconds !== null) {
        blockedUntil = Math.max(blockedUntil, now.getTime() + waitSeconds * 1000);
      }
    },
    async wait(operation) {
      const ms = blockedUntil - options.now().getTime();
      if (ms <= 0) return;
      if (ms > options.maxWaitSeconds * 1000) {
        throw new PinterestError({
          kind: 'rate_limited',
          operation,
          message: 'Pinterest rate limit reached; try again later',
          retryAfterSeconds: Math.ceil(ms / 1000),
        });
      }
      await options.sleep(ms);
    },
  };
}
