// Reads a text/event-stream answer over real HTTP: each event's name and parsed JSON data, in
// order. `next(name)` waits for the next event of that name (skipping others, e.g. heartbeats) and
// fails the test after a few seconds rather than hanging it.
//
// node:http on a socket of its own (agent: false), not fetch: fetch's pool, seeing the server cut
// an aborted stream's connection, opened a fresh one that sent nothing, and the closing server then
// waited on it for the headers timeout (about 70 s per test on PostgreSQL, where closing the chat
// bus gives it the time to connect). Closing here destroys the one socket, and nothing reconnects.
import { request } from 'node:http';

interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventReader {
  status: number;
  next(name: string, timeoutMs?: number): Promise<unknown>;
  /** Ends the request: its socket is destroyed and nothing opens another. */
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventReader> {
  const req = request(url, { headers, agent: false });
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  // A destroyed request errors; the reader has simply stopped.
  req.on('error', () => {});
  response.on('error', () => {});
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) events.push({ event: name, data: JSON.parse(data) });
      for (const wake of waiters.splice(0)) wake();
      end = buffer.indexOf('\n\n');
    }
  });
  return {
    status: response.statusCode ?? 0,
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event) => event.event === name);
        if (index >= 0) return events.splice(0, index + 1).at(-1)?.data;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => req.destroy(),
  };
}
