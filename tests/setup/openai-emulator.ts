// One OpenAI emulator for a test file: started before its first test, back to no fault and an
// empty request log before each test, closed after the last. Call it once at the top of the file.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../emulators/openai/server';

/** The file's emulator; read its fields inside tests and hooks, once it has started. */
export function withOpenAiEmulator(): Omit<OpenAiEmulator, 'close'> {
  let started: OpenAiEmulator | undefined;
  const current = (): OpenAiEmulator => {
    if (!started) throw new Error('The OpenAI emulator starts in beforeAll: use it inside a test or hook');
    return started;
  };

  beforeAll(async () => {
    started = await startOpenAiEmulator();
  });
  beforeEach(() => {
    current().setFault(null);
    current().clearRequests();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });

  return {
    get url() {
      return current().url;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get apiKey() {
      return current().apiKey;
    },
    setFault: (fault) => current().setFault(fault),
    queueChatContent: (...contents) => current().queueChatContent(...contents),
    requests: () => current().requests(),
    clearRequests: () => current().clearRequests(),
  };
}
