// Loads a page's script chunk for the router (docs/product.md §7): a chunk that fails to load,
// or takes longer than 120 seconds, is reported as a ChunkLoadError so the route's error
// element can offer a reload.
import type { ComponentType } from 'react';

/** @internal for tests and benchmarks, not production code */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Runs `load`, turning a rejection or a timeout into a ChunkLoadError.
 * @internal for tests and benchmarks, not production code
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading a page took longer than ${timeoutMs / 1000} seconds`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const detail = cause instanceof Error ? `: ${cause.message}` : '';
        reject(new ChunkLoadError(`Loading a page failed${detail}`, { cause }));
      },
    );
  });
}

/** A route's `lazy` for a module whose default export is the page component. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(load, timeoutMs);
    return { Component: module.default };
  };
}
