// The test clock: the wall clock plus an offset that only grows.
import { describe, expect, it } from 'vitest';
import { createTestClock } from './test-clock';

const HOUR_MS = 60 * 60 * 1000;

describe('the test clock', () => {
  it('tells the wall clock until it is moved, then the wall clock plus the move', () => {
    let wall = new Date('2026-03-01T10:00:00.000Z');
    const clock = createTestClock(() => wall);
    expect(clock.now()).toEqual(wall);

    expect(clock.moveTo(new Date('2026-03-06T10:00:00.000Z'))).toEqual(new Date('2026-03-06T10:00:00.000Z'));
    wall = new Date(wall.getTime() + HOUR_MS);
    expect(clock.now()).toEqual(new Date('2026-03-06T11:00:00.000Z'));
  });

  it('moves forward only', () => {
    const wall = new Date('2026-03-01T10:00:00.000Z');
    const clock = createTestClock(() => wall);
    clock.moveTo(new Date('2026-03-02T10:00:00.000Z'));
    expect(() => clock.moveTo(new Date('2026-03-02T09:59:59.000Z'))).toThrow(
      'The test clock only moves forward; it is 2026-03-02T10:00:00.000Z.',
    );
    expect(clock.moveTo(new Date('2026-03-02T10:00:00.000Z'))).toEqual(new Date('2026-03-02T10:00:00.000Z'));
  });

  it('keeps its methods when they are passed around on their own', () => {
    const clock = createTestClock(() => new Date('2026-03-01T10:00:00.000Z'));
    const { now, moveTo } = clock;
    moveTo(new Date('2026-03-03T10:00:00.000Z'));
    expect(now()).toEqual(new Date('2026-03-03T10:00:00.000Z'));
    expect(clock.random()).toBeGreaterThanOrEqual(0);
  });
});
