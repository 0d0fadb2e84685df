// @vitest-environment jsdom
// fetch is the outside world here, so it is the only thing replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  setUnauthorizedHandler,
} from './api-client';
import { saveSession } from './session-storage';

const user = { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' };
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let unregister: () => void = () => {};
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  unregister = setUnauthorizedHandler(onUnauthorized);
  saveSession({ token: 'user-token', user });
});

afterEach(() => {
  unregister();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(json(200, { user }));
    await expect(apiRequest('/api/user/profile')).resolves.toEqual({ user });
    expect(sentHeaders().Authorization).toBe('Bearer user-token');

    fetchMock.mockResolvedValue(json(201, { id: 'b1' }));
    await apiRequest('/api/boards', { method: 'POST', body: { name: 'Recipes' } });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Recipes"}');
    expect(sentHeaders(1)['Content-Type']).toBe('application/json');
  });

  it('ends the session on a 401 from a user call', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Session expired', code: 'unauthorized' }));
    const failure = await apiRequest('/api/boards').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('leaves the session alone on a 401 from the sign-in form and shows the server text', async () => {
    fetchMock.mockResolvedValue(
      json(401, { error: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const failure = await apiRequest('/api/auth/login', {
      method: 'POST',
      body: { email: 'a@b.c', password: 'wrong' },
      token: null,
    }).catch((error: unknown) => error);
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
    expect(errorMessage(failure, 'Login failed')).toBe('Invalid email or password');
  });

  it('leaves the user session alone on a 401 from an admin call', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Not an admin', code: 'unauthorized' }));
    await expect(apiRequest('/api/admin/test', { token: 'admin-token' })).rejects.toBeInstanceOf(ApiError);
    expect(sentHeaders().Authorization).toBe('Bearer admin-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('does not end the session on other errors', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'Plan limit reached', code: 'plan_limit' }));
    const failure = await apiRequest('/api/boards').catch((error: unknown) => error);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((failure as ApiError).code).toBe('plan_limit');
    expect(errorMessage(failure, 'Registration failed')).toBe('Plan limit reached');
  });

  it('turns a network failure into the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await apiRequest('/api/auth/login', { method: 'POST', token: null }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NetworkError);
    expect(errorMessage(failure, 'Login failed')).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please try again.');
  });

  it('falls back when the server sends no error text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const failure = await apiRequest('/api/auth/register', { method: 'POST', token: null }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure, 'Registration failed')).toBe('Registration failed');
  });
});
