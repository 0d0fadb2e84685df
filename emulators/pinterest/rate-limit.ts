// Per-token, per-category request counting, answered in Pinterest's x-ratelimit-* headers. The
// categories come from the file's x-ratelimit-category; the limits are Standard access per minute.
const DEFAULT_RATE_LIMITS: Record<string, number> = {
  org_read: 1000,
  org_write: 100,
  org_analytics: 300,
};
const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  used: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(private readonly limits: Record<string, number> = DEFAULT_RATE_LIMITS) {}

  /** Counts one request; `limited` is true once the window's allowance is used up. */
  take(token: string, category: string | null, now = Date.now()) {
    const name = category ?? 'org_read';
    const limit = this.limits[name] ?? DEFAULT_RATE_LIMITS[name] ?? 1000;
    const key = `${token}:${name}`;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, used: 0 };
      this.windows.set(key, window);
    }
    const limited = window.used >= limit;
    if (!limited) window.used++;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
    return { limited, resetSeconds, headers: headers(limit, limit - window.used, resetSeconds) };
  }

  reset(): void {
    this.windows.clear();
  }
}

export function headers(limit: number, remaining: number, resetSeconds: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(0, remaining)),
    'x-ratelimit-reset': String(resetSeconds),
  };
}
