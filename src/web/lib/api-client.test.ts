// @vitest-environment jsdom
// fetch is the outside world here, so it is the only thing replaced.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authResponse, profileResponse } from '../../shared/api/auth';
import { boardResponse, boardsResponse } from '../../shared/api/boards';
import { successResponse } from '../../shared/api/common';
import { answer, failure, json } from '../test/answers';
import { setUpApiCallTest } from '../test/api-call';
import { testBoard } from '../test/boards';
import { expectNoStoredSession, testUser as user } from '../test/users';
import {
  ApiError,
  apiRequest,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  setWorkspaceDroppedHandler,
  UNEXPECTED_ANSWER_MESSAGE,
  UnexpectedAnswerError,
} from './api-client';
import { readCurrentWorkspaceId, saveCurrentWorkspaceId } from './current-workspace';
import { failureToast } from './failure-toast';
import { readableErrorMessage } from './readable-error';
import { saveSession } from './session-storage';
import { takeSignInNotice } from './sign-in-notice';

const board = testBoard();
const { fetchMock, onUnauthorized } = setUpApiCallTest();

beforeEach(() => {
  saveSession({ token: 'user-token', user });
});

/** GET /api/boards, which the test has the server refuse: what it was refused with. */
function loadBoardsFailure(): Promise<unknown> {
  return apiRequest('/api/boards', { schema: boardsResponse }).catch((error: unknown) => error);
}

/** A refusal the server says to retry after `seconds`. */
function refusalWithRetryAfter(status: number, body: { error: string; code: string }, seconds: string) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'retry-after': seconds },
  });
}

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(answer(profileResponse, { user }));
    await expect(apiRequest('/api/user/profile', { schema: profileResponse })).resolves.toEqual({ user });
    expect(sentHeaders().Authorization).toBe('Bearer user-token');

    fetchMock.mockResolvedValue(answer(boardResponse, { board }, 201));
    await apiRequest('/api/boards', { method: 'POST', body: { name: 'Recipes' }, schema: boardResponse });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Recipes"}');
    expect(sentHeaders(1)['Content-Type']).toBe('application/json');
  });

  it('ends the session on a 401 from a user call', async () => {
    fetchMock.mockResolvedValue(failure(401, { error: 'Session expired', code: 'unauthorized' }));
    const failed = await loadBoardsFailure();
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expectNoStoredSession();
  });

  it('keeps a suspended account’s message for /login when its 401 ends the session', async () => {
    const message =
      'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.';
    fetchMock.mockResolvedValue(failure(401, { error: message, code: 'account_suspended' }));
    const failed = await loadBoardsFailure();
    expect((failed as ApiError).code).toBe('account_suspended');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ code: 'account_suspended', message });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(takeSignInNotice()).toBe(message);
    // Shown once.
    expect(takeSignInNotice()).toBeNull();
  });

  it('keeps no message for /login after an ordinary 401', async () => {
    fetchMock.mockResolvedValue(failure(401, { error: 'Session expired', code: 'unauthorized' }));
    await apiRequest('/api/boards', { schema: boardsResponse }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({
      code: 'unauthorized',
      message: 'Session expired',
    });
    expect(takeSignInNotice()).toBeNull();
  });

  it('leaves the session alone on a 401 from the sign-in form and shows the server text', async () => {
    fetchMock.mockResolvedValue(
      failure(401, { error: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const failed = await apiRequest('/api/auth/login', {
      method: 'POST',
      body: { email: 'a@b.c', password: 'wrong' },
      token: null,
      schema: authResponse,
    }).catch((error: unknown) => error);
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
    expect(errorMessage(failed, 'Login failed')).toBe('Invalid email or password');
  });

  it('leaves the user session alone on a 401 from an admin call', async () => {
    fetchMock.mockResolvedValue(failure(401, { error: 'Not an admin', code: 'unauthorized' }));
    await expect(
      apiRequest('/api/admin/test', { token: 'admin-token', schema: successResponse }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(sentHeaders().Authorization).toBe('Bearer admin-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('does not end the session on other errors', async () => {
    fetchMock.mockResolvedValue(failure(403, { error: 'Plan limit reached', code: 'plan_limit' }));
    const failed = await loadBoardsFailure();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((failed as ApiError).code).toBe('plan_limit');
    expect(errorMessage(failed, 'Registration failed')).toBe('Plan limit reached');
  });

  it('says how long to wait when the server is too busy, from Retry-After', async () => {
    fetchMock.mockResolvedValue(
      refusalWithRetryAfter(503, { error: 'Pinloom is busy right now.', code: 'server_overloaded' }, '3'),
    );
    const failed = await loadBoardsFailure();
    expect((failed as ApiError).status).toBe(503);
    expect(errorMessage(failed, 'Could not load boards')).toBe(
      'Pinloom is busy right now. Please try again in 3 seconds.',
    );
    expect(readableErrorMessage(failed, 'Could not load boards')).toBe(
      'Pinloom is busy right now. Please try again in 3 seconds.',
    );
  });

  it('keeps a rate limit’s own text although it has a Retry-After', async () => {
    fetchMock.mockResolvedValue(
      refusalWithRetryAfter(429, { error: 'Too many attempts.', code: 'rate_limited' }, '900'),
    );
    const failed = await loadBoardsFailure();
    expect(errorMessage(failed, 'Failed')).toBe('Too many attempts.');
  });

  it('turns a network failure into the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = await apiRequest('/api/auth/login', {
      method: 'POST',
      token: null,
      schema: authResponse,
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(errorMessage(failed, 'Login failed')).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please try again.');
  });

  it('falls back when the server sends no error text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const failed = await apiRequest('/api/auth/register', {
      method: 'POST',
      token: null,
      schema: authResponse,
    }).catch((error: unknown) => error);
    expect(errorMessage(failed, 'Registration failed')).toBe('Registration failed');
  });

  it('refuses a 2xx answer its contract does not allow, like a server fault', async () => {
    // A board without its style: the page must not get it as a Board.
    const { style_config: _dropped, ...styleless } = board;
    fetchMock.mockResolvedValue(json(200, { boards: [styleless] }));
    const failed = await loadBoardsFailure();
    expect(failed).toBeInstanceOf(UnexpectedAnswerError);
    expect(failed).not.toBeInstanceOf(ApiError);
    expect((failed as UnexpectedAnswerError).call).toBe('GET /api/boards');
    expect((failed as UnexpectedAnswerError).status).toBe(200);
    expect((failed as UnexpectedAnswerError).issues[0]?.path).toEqual(['boards', 0, 'style_config']);
    expect((failed as UnexpectedAnswerError).message).toBe(UNEXPECTED_ANSWER_MESSAGE);
    expect(errorMessage(failed, 'Loading failed')).toBe('Loading failed');
    // The session is not at fault.
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });
});

describe('the workspace of a user call (ADR 0032)', () => {
  const BLOOM = '22222222-2222-4222-8222-222222222222';
  const ADA = '11111111-1111-4111-8111-111111111111';
  const workspaceNotFound = () => failure(404, { error: 'Workspace not found', code: 'not_found' });

  beforeEach(() => saveCurrentWorkspaceId(BLOOM));

  it('names the tab’s workspace on the user’s calls', async () => {
    fetchMock.mockResolvedValue(answer(boardsResponse, { boards: [] }));
    await apiRequest('/api/boards', { schema: boardsResponse });
    expect(sentHeaders()['X-Workspace-Id']).toBe(BLOOM);
  });

  it('names none on admin calls, calls without a token, or when the tab chose none', async () => {
    fetchMock.mockImplementation(async () => answer(successResponse, { success: true }));
    await apiRequest('/api/admin/test', { token: 'admin-token', schema: successResponse });
    await apiRequest('/api/auth/forgot-password', { method: 'POST', token: null, schema: successResponse });
    sessionStorage.clear();
    await apiRequest('/api/user/profile', { schema: successResponse });
    for (const call of [0, 1, 2]) expect(sentHeaders(call)).not.toHaveProperty('X-Workspace-Id');
  });

  it('forgets a workspace the server says is not the person’s, once, and says so', async () => {
    const onDropped = vi.fn();
    const unregister = setWorkspaceDroppedHandler(onDropped);
    fetchMock.mockImplementation(async () => workspaceNotFound());
    const [first, second] = await Promise.all([loadBoardsFailure(), loadBoardsFailure()]);
    unregister();
    expect((first as ApiError).status).toBe(404);
    expect((second as ApiError).status).toBe(404);
    expect(readCurrentWorkspaceId()).toBeNull();
    // Both calls named it; it is dropped once.
    expect(onDropped).toHaveBeenCalledExactlyOnceWith(BLOOM);

    fetchMock.mockResolvedValue(answer(boardsResponse, { boards: [] }));
    await apiRequest('/api/boards', { schema: boardsResponse });
    // The next call falls back to the server's last used workspace.
    expect(sentHeaders(2)).not.toHaveProperty('X-Workspace-Id');
    // The session is not at fault.
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('keeps the workspace on another 404, and a newer choice when an older call comes back 404', async () => {
    fetchMock.mockResolvedValue(failure(404, { error: 'Pin not found', code: 'not_found' }));
    await loadBoardsFailure();
    expect(readCurrentWorkspaceId()).toBe(BLOOM);

    let answerOld: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answerOld = resolve)));
    const old = loadBoardsFailure();
    saveCurrentWorkspaceId(ADA);
    answerOld(workspaceNotFound());
    await old;
    expect(readCurrentWorkspaceId()).toBe(ADA);
  });

  it('keeps the session and the workspace on a suspended workspace’s 403, and says why', async () => {
    const message = 'Bloom has been suspended. Contact support@pinloom.app if you think this is a mistake.';
    fetchMock.mockResolvedValue(failure(403, { error: message, code: 'workspace_suspended' }));
    const refused = (await loadBoardsFailure()) as ApiError;
    expect(refused).toMatchObject({ status: 403, code: 'workspace_suspended' });
    expect(readableErrorMessage(refused, 'Could not load the boards')).toBe(message);
    expect(failureToast('Error loading boards.', refused)).toEqual({
      message: 'Error loading boards.',
      description: message,
    });
    expect(readCurrentWorkspaceId()).toBe(BLOOM);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('forgets the tab’s workspace when a 401 ends the session', async () => {
    fetchMock.mockResolvedValue(failure(401, { error: 'Session expired', code: 'unauthorized' }));
    await loadBoardsFailure();
    expect(readCurrentWorkspaceId()).toBeNull();
  });
});
