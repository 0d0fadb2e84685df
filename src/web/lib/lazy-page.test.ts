import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, lazyPage, loadChunk } from './lazy-page';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('gives the router the module default export as Component', async () => {
    const route = await lazyPage(async () => ({ default: Page }))();
    expect(route.Component).toBe(Page);
  });

  it('reports a failed chunk load as a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = await lazyPage(() => Promise.reject(cause))().catch((error: unknown) => error);
    expect(isChunkLoadError(failure)).toBe(true);
    expect((failure as Error).name).toBe('ChunkLoadError');
    expect((failure as Error).cause).toBe(cause);
  });

  it('gives up after 120 seconds with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = lazyPage(() => new Promise<{ default: typeof Page }>(() => {}))();
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect((failure as Error).name).toBe('ChunkLoadError');
    expect((failure as Error).message).toContain('120 seconds');
  });

  it('clears the timer once the chunk has loaded', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(async () => 'ok')).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});
