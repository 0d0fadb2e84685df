// The stop on SIGTERM/SIGINT that main.ts and worker.ts share: it says so when the signal comes and
// again when everything has stopped, flushed before the process ends, and ends with 0 (1 when the
// stop fails).
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './http/logger';
import { stopOnSignals } from './start-up';

function setUp(stop: () => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = createLogger('info', 'json', stream);
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    stopOnSignals(log, stop, {
      name: 'Pinloom server',
      host: { once: (signal, listener) => signals.once(signal, listener), exit: (code) => resolve(code) },
    });
  });
  return { lines, signals, exited };
}

describe('stopping on a signal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'says %s is received and that everything stopped',
    async (signal) => {
      const stop = vi.fn(async () => {});
      const { lines, signals, exited } = setUp(stop);
      signals.emit(signal, signal);
      expect(await exited).toBe(0);
      expect(stop).toHaveBeenCalledOnce();
      expect(lines.map((line) => line.msg)).toEqual([
        `Pinloom server shutting down (${signal}): finishing requests and jobs in flight`,
        expect.stringMatching(new RegExp(`^Pinloom server stopped \\(${signal}\\) in \\d+ ms$`)),
      ]);
      expect(lines[0]).toMatchObject({ level: 30, signal });
    },
  );

  it('says when the stop failed, and ends with 1', async () => {
    const { lines, signals, exited } = setUp(async () => {
      throw new Error('the database would not close');
    });
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'Pinloom server shutdown failed' });
  });
});
