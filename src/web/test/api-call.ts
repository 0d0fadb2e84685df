// The frame of a test of the API client's calls: a fake server behind global fetch and a spy as
// the handler told when the server ends the session (a 401), both reset after each test with the
// storage. Call it once at the top of a test file; the file signs in as its story needs.
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client';

export function setUpApiCallTest(): {
  fetchMock: Mock<typeof fetch>;
  onUnauthorized: Mock<Parameters<typeof setUnauthorizedHandler>[0]>;
} {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn<Parameters<typeof setUnauthorizedHandler>[0]>();
  let unregister: () => void = () => {};

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    unregister = setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    unregister();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  return { fetchMock, onUnauthorized };
}
