// Reads a text/event-stream answer from fetch (live chat, ADR 0043). EventSource cannot send an
// Authorization or chat-secret header, and a secret in the URL would reach logs, so the app reads
// the stream from fetch's body instead. Resolves when the stream ends; rejects when it breaks.
export type StreamEventHandler = (name: string, data: unknown) => void;

export async function readEventStream(response: Response, onEvent: StreamEventHandler): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data !== undefined) {
        try {
          onEvent(name, JSON.parse(data));
        } catch {
          // Not JSON: not one of ours; skipped.
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
