// @vitest-environment jsdom
// Settings → API (ADR 0046) in jsdom with the real query client; only fetch (the server) is replaced.
// On Enterprise a key is created, shown once with a copy button and the warning, listed without its
// secret, and revoked after a confirmation; below Enterprise the card offers the upgrade.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiKeyDto, apiKeysResponse, createdApiKeyResponse } from '../../../../shared/api/api-keys';
import { successResponse } from '../../../../shared/api/common';
import { planFeatureMessage } from '../../../../shared/plan-features';
import { answer, failure } from '../../../test/answers';
import { mount, withQueries } from '../../../test/mount';
import { typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { ApiKeysCard, SHOWN_ONCE_WARNING } from './api-keys-card';

const SECRET = `pl_live_${'s'.repeat(43)}`;
const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
let container: HTMLElement;
let inForce: boolean;
let keys: ApiKeyDto[];

const text = () => container.textContent ?? '';
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
const button = (label: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );

beforeEach(() => {
  signInTestUser();
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  inForce = true;
  keys = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/api-keys' && method === 'GET') {
      return answer(apiKeysResponse, { api_keys: keys, in_force: inForce });
    }
    if (path === '/api/api-keys' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { name: string; scopes: ApiKeyDto['scopes'] };
      const created: ApiKeyDto = {
        id: '11111111-1111-4111-8111-111111111111',
        name: body.name,
        prefix: SECRET.slice(0, 14),
        scopes: body.scopes,
        created_at: '2026-11-20T10:00:00.000Z',
        last_used_at: null,
        created_by: 'Ada Lovelace',
      };
      keys = [created];
      return answer(createdApiKeyResponse, { api_key: created, key: SECRET }, 201);
    }
    if (path.startsWith('/api/api-keys/') && method === 'DELETE') {
      keys = [];
      return answer(successResponse, { success: true });
    }
    return failure(404, { error: 'No route', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render(props: Parameters<typeof ApiKeysCard>[0] = {}) {
  container = mount(
    withQueries(
      <MemoryRouter>
        <ApiKeysCard {...props} />
      </MemoryRouter>,
    ),
  ).host;
}

describe('Settings → API', () => {
  it('creates a key, shows it once with a copy button, lists it without the secret and revokes it', async () => {
    render();
    await waitFor(() => text().includes('No API keys yet.'), 'the empty list');
    const name = container.querySelector('input[maxlength]') as HTMLInputElement;
    typeInto(name, 'Shop sync');
    const write = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]'))[1];
    act(() => write?.click());
    act(() => button('Create key')?.click());

    await waitFor(() => text().includes(SHOWN_ONCE_WARNING), 'the new key');
    const shown = container.querySelector<HTMLInputElement>('input[aria-label="Your new API key"]');
    expect(shown?.value).toBe(SECRET);
    expect(JSON.parse(String(calls('POST', '/api/api-keys')[0]?.[1]?.body))).toEqual({
      name: 'Shop sync',
      scopes: ['read', 'write'],
    });
    act(() => button('Copy key')?.click());
    await waitFor(() => text().includes('Copied'), 'copied');
    expect(writeText).toHaveBeenCalledWith(SECRET);

    await waitFor(() => text().includes('Read and write · Created'), 'the listed key');
    expect(text()).toContain(`${SECRET.slice(0, 14)}…`);
    expect(text()).toContain('Last used Never');

    act(() => button('I have copied it')?.click());
    expect(container.querySelector('input[aria-label="Your new API key"]')).toBeNull();
    expect(container.innerHTML).not.toContain(SECRET);

    act(() => button('Revoke Shop sync')?.click());
    await waitFor(() => Boolean(button('Revoke key')), 'the confirmation');
    expect(document.body.textContent).toContain('Revoke the key “Shop sync”?');
    act(() => button('Revoke key')?.click());
    await waitFor(() => text().includes('No API keys yet.'), 'the revoked key gone');
    expect(calls('DELETE', '/api/api-keys/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
  });

  it('below Enterprise shows the feature locked with the upgrade, and no form', async () => {
    inForce = false;
    render();
    await waitFor(() => text().includes('Upgrade to Enterprise'), 'the upgrade');
    expect(text()).toContain(planFeatureMessage('api_access'));
    const link = Array.from(container.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Enterprise',
    );
    expect(link?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(button('Create key')).toBeUndefined();
  });

  it('tells a member below admin that only owners and admins manage keys, without asking the server', () => {
    render({ lockedReason: 'Only an owner or admin of Bloom Agency can manage API keys.' });
    expect(text()).toContain('Only an owner or admin of Bloom Agency can manage API keys.');
    expect(calls('GET', '/api/api-keys')).toHaveLength(0);
  });
});
