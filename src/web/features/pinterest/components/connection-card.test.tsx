// @vitest-environment jsdom
// The settings connection card and the way back from Pinterest to /settings, in jsdom with the
// real query client, router and toaster; only fetch, confirm and location.assign are replaced.
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import {
  type ConnectionStatus,
  connectionStatusResponse,
  connectResponse,
} from '../../../../shared/api/pinterest';
import { answer, json } from '../../../test/answers';
import { type Mounted, mount, withQueries } from '../../../test/mount';
import { clearBrowser, serveRoutes, waitFor } from '../../../test/page-harness';
import { connectedStatus, pinterestAccount } from '../../../test/pinterest';
import { signInTestUser } from '../../../test/users';
import { ConnectionCard } from './connection-card';

const connected = connectedStatus({ demo_url: 'http://127.0.0.1:9/demo' });
const notConnected: ConnectionStatus = {
  ...connected,
  connected: false,
  userInfo: null,
  demo: false,
  accounts: [],
};
const SHOP = { username: 'pinloom_shop', first_name: 'Pinloom', last_name: 'Demo Shop', profile_image: null };
/** Two accounts on a plan that allows `limit`; the shop's needs a reconnect when `lost`. */
const twoAccounts = (limit: number | null, lost = false): ConnectionStatus =>
  connectedStatus({
    account_limit: limit,
    accounts: [
      pinterestAccount(),
      pinterestAccount({
        id: 'account-shop',
        userInfo: SHOP,
        is_default: false,
        connected: !lost,
        needs_reconnect: lost,
      }),
    ],
  });

type Handler = () => Response;
let routes: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();
const confirmMock = vi.fn(() => true);
let page: Mounted | undefined;
let router: ReturnType<typeof createMemoryRouter>;

const text = () => document.body.textContent ?? '';
const shows = (words: string) => () => text().includes(words);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function inDialog(name: string): HTMLButtonElement {
  const found = Array.from(dialog()?.querySelectorAll('button') ?? []).find(
    (b) => b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button "${name}" in the dialog`);
  return found;
}

function buttonNamed(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in: ${text()}`);
  return found;
}

function render(path = '/settings') {
  router = createMemoryRouter([{ path: '/settings', element: <ConnectionCard /> }], {
    initialEntries: [path],
  });
  page = mount(
    withQueries(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    ),
  );
}

beforeEach(() => {
  signInTestUser();
  routes = { 'GET /api/pinterest/status': () => answer(connectionStatusResponse, connected) };
  serveRoutes(fetchMock, () => routes, { ignoreQuery: true });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('confirm', confirmMock);
});

afterEach(() => {
  page?.unmount();
  page = undefined;
  fetchMock.mockReset();
  confirmMock.mockClear();
  vi.unstubAllGlobals();
  clearBrowser();
});

describe('the Pinterest connection card', () => {
  it('shows the connected account, the demo badge and link, and disconnects after confirming', async () => {
    render();
    await waitFor(shows('@pinloom_demo'), 'the account');
    expect(document.querySelector('h2')?.textContent).toBe('Pinterest account');
    expect(text()).toContain('Connected');
    expect(text()).toContain('Pinloom Demo');
    expect(text()).toContain('Demo mode: Pinterest is simulated');
    // No picture: the initials stand in.
    expect(text()).toContain('PD');
    const link = Array.from(document.querySelectorAll('a')).find((a) =>
      a.textContent?.includes('See the simulated Pinterest account'),
    );
    expect(link?.getAttribute('href')).toBe('http://127.0.0.1:9/demo');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');

    // The app's own dialog asks first; Cancel changes nothing.
    act(() => buttonNamed('Disconnect').click());
    await waitFor(() => dialog() !== null, 'the confirmation');
    expect(dialog()?.textContent).toContain(
      'Disconnect your Pinterest account? Scheduled pins will not be published until you connect again.',
    );
    act(() => inDialog('Cancel').click());
    await waitFor(() => dialog() === null, 'the dialog closed');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(confirmMock).not.toHaveBeenCalled();

    routes['DELETE /api/pinterest/disconnect'] = () => answer(successResponse, { success: true });
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, notConnected);
    act(() => buttonNamed('Disconnect').click());
    await waitFor(() => dialog() !== null, 'the confirmation');
    act(() => inDialog('Disconnect').click());
    await waitFor(shows('Not connected'), 'not connected');
    expect(buttonNamed('Connect Pinterest Account')).toBeTruthy();
    expect(text()).not.toContain('Demo mode');
    await waitFor(shows('Pinterest account disconnected'), 'the toast');
  });

  it('says a failed disconnect with the server text, else the card fallback', async () => {
    render();
    await waitFor(shows('@pinloom_demo'), 'the account');
    routes['DELETE /api/pinterest/disconnect'] = () => json(500, {});
    act(() => buttonNamed('Disconnect').click());
    await waitFor(() => dialog() !== null, 'the confirmation');
    act(() => inDialog('Disconnect').click());
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the error');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Failed to disconnect Pinterest account',
    );
  });

  it('says a failed status check with the card fallback', async () => {
    routes['GET /api/pinterest/status'] = () => json(500, {});
    render();
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the error');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Failed to check Pinterest connection',
    );
  });

  it('asks to connect again when the connection has expired', async () => {
    routes['GET /api/pinterest/status'] = () =>
      answer(connectionStatusResponse, { ...connected, connected: false, needs_reconnect: true });
    render();
    await waitFor(shows('Needs reconnection'), 'the status');
    expect(text()).toContain(
      'Your Pinterest connection has expired. Publishing is paused until you connect again.',
    );
    expect(buttonNamed('Reconnect Pinterest Account')).toBeTruthy();
  });

  it('names the permission Pinterest did not grant, and asks to reconnect to grant it', async () => {
    routes['GET /api/pinterest/status'] = () =>
      answer(connectionStatusResponse, {
        ...connected,
        connected: false,
        needs_reconnect: true,
        missing_scopes: ['boards:write'],
      });
    render();
    await waitFor(shows('Needs reconnection'), 'the status');
    expect(text()).toContain('Reconnect to grant: create boards and save pins to them (boards:write).');
    expect(text()).not.toContain('has expired');
    expect(buttonNamed('Reconnect Pinterest Account')).toBeTruthy();
  });

  it('connects with the browser coming back to /settings', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, notConnected);
    routes['GET /api/pinterest/connect'] = () =>
      answer(connectResponse, { success: true, authUrl: 'http://p.example/a' });
    render();
    await waitFor(shows('Not connected'), 'the status');
    act(() => buttonNamed('Connect Pinterest Account').click());
    await waitFor(() => assign.mock.calls.length === 1, 'leaving for Pinterest');
    expect(assign).toHaveBeenCalledWith('http://p.example/a');
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/connect?'))?.[0]);
    expect(url).toContain('return_to=%2Fsettings');
  });
});

describe('several Pinterest accounts', () => {
  it('lists each account, the default marked, and disconnects only the one chosen', async () => {
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, twoAccounts(2));
    render();
    await waitFor(shows('@pinloom_shop'), 'the second account');
    const rows = document.querySelectorAll('[aria-label="Connected Pinterest accounts"] li');
    expect(Array.from(rows, (row) => row.textContent)).toEqual([
      expect.stringContaining('@pinloom_demoDefault'),
      expect.stringContaining('@pinloom_shop'),
    ]);
    // The plan's two accounts are taken: the way to more is the upgrade.
    expect(text()).toContain('Your plan connects up to 2 Pinterest accounts.');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to connect more',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');

    routes['DELETE /api/pinterest/disconnect'] = () => answer(successResponse, { success: true });
    act(() => buttonNamed('Disconnect @pinloom_shop').click());
    await waitFor(() => dialog() !== null, 'the confirmation');
    expect(dialog()?.textContent).toContain('Disconnect @pinloom_shop?');
    act(() => inDialog('Disconnect').click());
    // The toast of an earlier test may still be up: wait for the call itself.
    const deleteCall = () => fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    await waitFor(() => deleteCall() !== undefined, 'the disconnect');
    expect(String(deleteCall()?.[0])).toContain('/api/pinterest/disconnect?account_id=account-shop');
  });

  it('offers another account within the plan, and a reconnect on the account that needs it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, twoAccounts(5, true));
    routes['GET /api/pinterest/connect'] = () =>
      answer(connectResponse, { success: true, authUrl: 'http://p.example/a' });
    render();
    await waitFor(shows('@pinloom_shop'), 'the second account');
    expect(text()).toContain('Sign in to Pinterest as @pinloom_shop when asked.');
    expect(buttonNamed('Reconnect @pinloom_shop')).toBeTruthy();
    act(() => buttonNamed('Add another Pinterest account').click());
    await waitFor(() => assign.mock.calls.length === 1, 'leaving for Pinterest');
    expect(assign).toHaveBeenCalledWith('http://p.example/a');
  });
});

describe('the way back from Pinterest', () => {
  it('says the account is connected and clears connected=true, keeping other parameters', async () => {
    render('/settings?tab=account&connected=true');
    await waitFor(() => router.state.location.search === '?tab=account', 'the cleared address');
    await waitFor(shows('Pinterest account connected'), 'the success toast');
  });

  it.each([
    ['access_denied', 'You denied access to Pinterest. Please try again to connect your account.'],
    ['invalid_request', 'Invalid request. Please try connecting again.'],
    ['callback_failed', 'Connection failed. Please try again.'],
    ['missing_parameters', 'Missing required parameters. Please try again.'],
    [
      'account_limit',
      'Your plan has no room for another Pinterest account. Upgrade your plan, or disconnect an account first.',
    ],
    ['something_new', 'Failed to connect to Pinterest. Please try again.'],
  ])('says error=%s with its message and clears it', async (code, message) => {
    render(`/settings?error=${code}`);
    await waitFor(() => router.state.location.search === '', 'the cleared address');
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(shows(message), 'the error toast');
  });
});
