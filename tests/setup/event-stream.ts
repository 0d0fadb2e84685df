// Reads a text/event-stream answer over real HTTP (fetch), as the web app does: each event's name
// and parsed JSON data, in order. `next(name)` waits for the next event of that name (skipping
// others, e.g. heartbeats) and fails the test after a few seconds rather than hanging it.
interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventReader {
  status: number;
  next(name: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
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
    }
  };
  if (response.ok) void pump();
  return {
    status: response.status,
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
    close: () => controller.abort(),
  };
}
