// The session of someone not signed in, for components rendered without the app's provider.
import { vi } from 'vitest';
import type { SessionValue } from '../lib/session-context';

export function visitorSession(): SessionValue {
  return {
    status: 'unauthenticated',
    user: null,
    token: null,
    signedOut: false,
    login: vi.fn(),
    logout: vi.fn(async () => {}),
    updateUser: vi.fn(),
  };
}
