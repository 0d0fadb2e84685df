// The admission gate's places and line: taken in order, refused at once when the line is full,
// refused when a wait outlasts its bound, and a place given back goes to the first in line.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionGate } from './admission';

afterEach(() => {
  vi.useRealTimers();
});

describe('AdmissionGate', () => {
  it('lets the running places fill, lines up the next, and refuses one more at once', async () => {
    const gate = new AdmissionGate({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const first = gate.enter();
    expect(typeof first).toBe('function');
    const second = gate.enter();
    expect(second).toBeInstanceOf(Promise);
    expect(gate.enter()).toBeNull();
    expect(gate.load).toEqual({ running: 1, waiting: 1 });

    (first as () => void)();
    const admitted = await second;
    expect(typeof admitted).toBe('function');
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    admitted?.();
    // A release twice gives back one place only.
    admitted?.();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request that waited longer than its bound, and keeps its place for the next', async () => {
    vi.useFakeTimers();
    const gate = new AdmissionGate({ running: 1, waiting: 4, maxWaitMs: 250 });
    const first = gate.enter() as () => void;
    const waiting = gate.enter();
    vi.advanceTimersByTime(249);
    expect(gate.load.waiting).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await waiting).toBeNull();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    first();
    expect(typeof gate.enter()).toBe('function');
  });
});
