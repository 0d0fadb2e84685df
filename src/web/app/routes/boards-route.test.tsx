// @vitest-environment jsdom
// The boards screen with the Pinterest feature composed in: the once-only wizard offer on
// /dashboard, 'Sync Pinterest boards' (sync when connected, the modal wizard otherwise) and
// the wizard reopening at its last step on the way back. Only fetch is replaced.
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardResponse, boardsResponse } from '../../../shared/api/boards';
import { pinsResponse } from '../../../shared/api/pins';
import {
  connectionStatusResponse,
  pinterestBoardsResponse,
  syncBoardsResponse,
} from '../../../shared/api/pinterest';
import { SessionContext } from '../../lib/session-context';
import { answer, failure, json } from '../../test/answers';
import { testBoard } from '../../test/boards';
import { type Mounted, mount, withQueries } from '../../test/mount';
import { clearBrowser, serveRoutes, waitFor } from '../../test/page-harness';
import { connectedStatus, notConnectedStatus, pinterestAccount } from '../../test/pinterest';
import { signedInSession, signInTestUser } from '../../test/users';
import BoardsRoute from './boards-route';

const session = signedInSession();
const notConnected = notConnectedStatus();
const connected = connectedStatus();
const pinterestBoard = testBoard({ name: 'Cozy Kitchens', pinterest_board_id: 'pb1' });

let routes: Record<string, () => Response>;
const fetchMock = vi.fn<typeof fetch>();
let page: Mounted | undefined;
let router: ReturnType<typeof createMemoryRouter>;

const text = () => document.body.textContent ?? '';
const shows = (words: string) => () => text().includes(words);

function syncButtons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll('button')).filter(
    (b) => b.textContent?.trim() === 'Sync Pinterest boards',
  );
}

function render(path: string) {
  router = createMemoryRouter(
    [
      { path: '/dashboard', element: <BoardsRoute /> },
      { path: '/boards', element: <BoardsRoute /> },
      { path: '/connect-pinterest', element: <p>The wizard page</p> },
    ],
    { initialEntries: [path] },
  );
  page = mount(
    withQueries(
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionContext.Provider>,
    ),
  );
}

beforeEach(() => {
  signInTestUser();
  routes = {
    'GET /api/boards': () => answer(boardsResponse, { boards: [] }),
    'GET /api/user/usage': () => json(404, {}),
    'GET /api/pinterest/status': () => answer(connectionStatusResponse, notConnected),
  };
  serveRoutes(fetchMock, () => routes, {
    ignoreQuery: true,
    otherwise: () => answer(pinsResponse, { pins: [] }),
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  page?.unmount();
  page = undefined;
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearBrowser();
});

describe('the wizard offered once', () => {
  it('takes a new, unconnected user from /dashboard to the wizard page', async () => {
    render('/dashboard');
    await waitFor(() => router.state.location.pathname === '/connect-pinterest', 'the wizard page');
    // replace: Back does not bounce the person into the wizard again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves /dashboard alone once offered, and /boards always', async () => {
    localStorage.setItem('pinloom:pinterest-wizard-offered:u1', '2025-01-01T00:00:00.000Z');
    render('/dashboard');
    await waitFor(shows('No boards found. Please sync your Pinterest account.'), 'the empty state');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/dashboard');
    page?.unmount();

    localStorage.clear();
    render('/boards');
    await waitFor(shows('No boards found. Please sync your Pinterest account.'), 'the empty state');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/boards');
  });
});

describe('Sync Pinterest boards', () => {
  it('opens the wizard as a modal that cannot be closed when the account is not connected', async () => {
    render('/boards');
    await waitFor(() => syncButtons().length === 2, 'the header and empty-state buttons');
    await waitFor(() => fetchMock.mock.calls.some(([u]) => String(u) === '/api/pinterest/status'), 'status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => syncButtons()[0]?.click());
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the wizard');
    expect(text()).toContain('Pinterest connection required to continue');
    expect(text()).toContain('Step 1 of 3');
    expect(document.querySelector('button[aria-label="Close"]')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('sync-boards'))).toBe(false);
  });

  it('syncs when connected, says the server message and shows the synced boards', async () => {
    let synced = false;
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, connected);
    routes['GET /api/boards'] = () => answer(boardsResponse, { boards: synced ? [pinterestBoard] : [] });
    routes['POST /api/pinterest/sync-boards'] = () => {
      synced = true;
      return answer(syncBoardsResponse, {
        success: true,
        created: 1,
        updated: 0,
        message: 'Synced 1 board from Pinterest',
      });
    };
    render('/boards');
    await waitFor(() => syncButtons().length === 2, 'the sync buttons');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => syncButtons()[1]?.click());
    await waitFor(shows('Synced 1 board from Pinterest'), 'the toast');
    await waitFor(shows('Cozy Kitchens'), 'the synced board');
    expect(text()).toContain('Pinterest Board');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('opens the wizard when the server says the account is not connected (409)', async () => {
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, connected);
    routes['POST /api/pinterest/sync-boards'] = () =>
      failure(409, { error: 'Pinterest is not connected', code: 'conflict' });
    render('/boards');
    await waitFor(() => syncButtons().length === 2, 'the sync buttons');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, notConnected);
    act(() => syncButtons()[0]?.click());
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the wizard');
  });
});

describe('the way back to /boards', () => {
  it('reopens the wizard at "You\'re All Set!" when the wizard started the connection', async () => {
    sessionStorage.setItem('pinloom:pinterest-wizard-connecting', '1');
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, connected);
    render('/boards?connected=true');
    await waitFor(() => router.state.location.search === '', 'the cleared address');
    await waitFor(shows("You're All Set!"), 'step 3');
    expect(text()).toContain('Step 3 of 3');
    await waitFor(shows('Pinterest account connected'), 'the toast');
    expect(sessionStorage.getItem('pinloom:pinterest-wizard-connecting')).toBeNull();
  });

  it('brings the person back to the wizard’s step 2, with the message, after they said no', async () => {
    sessionStorage.setItem('pinloom:pinterest-wizard-connecting', '1');
    render('/boards?error=access_denied');
    await waitFor(() => router.state.location.search === '', 'the cleared address');
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the wizard');
    expect(text()).toContain('Step 2 of 3');
    const alert = document.querySelector('[role="dialog"] [role="alert"]');
    expect(alert?.textContent).toContain(
      'You denied access to Pinterest. Please try again to connect your account.',
    );
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Connect Pinterest Account');
  });

  it('only says so when the connection was started elsewhere', async () => {
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, connected);
    render('/boards?connected=true');
    await waitFor(shows('Pinterest account connected'), 'the toast');
    expect(router.state.location.search).toBe('');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('Link to Pinterest on a board', () => {
  const manualBoard = { ...pinterestBoard, id: 'b2', name: 'Balcony Gardens', pinterest_board_id: null };

  it('links a board made in Pinloom from its card, and the card then shows the Pinterest badge', async () => {
    let linked = false;
    routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, connected);
    routes['GET /api/boards'] = () =>
      answer(boardsResponse, {
        boards: [linked ? { ...manualBoard, pinterest_board_id: 'pb9' } : manualBoard],
      });
    routes['GET /api/pinterest/boards'] = () =>
      answer(pinterestBoardsResponse, {
        success: true,
        boards: [
          { id: 'pb9', name: 'Balcony Gardens', description: '', privacy: 'PUBLIC', linked_board_id: null },
        ],
      });
    routes['POST /api/pinterest/link-board'] = () => {
      linked = true;
      return answer(boardResponse, { board: { ...manualBoard, pinterest_board_id: 'pb9' } });
    };
    render('/boards');
    await waitFor(shows('Link board Balcony Gardens to Pinterest'), 'the link button on the card');
    await waitFor(() => fetchMock.mock.calls.some(([u]) => String(u) === '/api/pinterest/status'), 'status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'Link board Balcony Gardens to Pinterest',
    );
    act(() => button?.click());
    await waitFor(shows('Link board to Pinterest'), 'the link dialog');
    // The Pinterest board of the same name is offered first.
    await waitFor(
      () => document.querySelector<HTMLSelectElement>('[role="dialog"] select')?.value === 'pb9',
      'the choice',
    );
    const submit = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
      (b) => b.textContent?.trim() === 'Link board',
    ) as HTMLButtonElement;
    act(() => submit.click());
    await waitFor(shows('“Balcony Gardens” is linked to Pinterest'), 'the toast');
    await waitFor(shows('Pinterest Board'), 'the badge');
    expect(text()).not.toContain('Link board Balcony Gardens to Pinterest');
    const sent = fetchMock.mock.calls.find(
      ([u, init]) => String(u) === '/api/pinterest/link-board' && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ board_id: 'b2', pinterest_board_id: 'pb9' });
  });

  it('asks which account first when the workspace has several, and names it on the card', async () => {
    const shop = pinterestAccount({
      id: 'account-shop',
      userInfo: { username: 'pinloom_shop', first_name: 'Pinloom', last_name: 'Shop', profile_image: null },
      is_default: false,
    });
    let linked = false;
    routes['GET /api/pinterest/status'] = () =>
      answer(
        connectionStatusResponse,
        connectedStatus({ account_limit: 2, accounts: [pinterestAccount(), shop] }),
      );
    routes['GET /api/boards'] = () =>
      answer(boardsResponse, {
        boards: [
          linked ? { ...manualBoard, pinterest_board_id: 'pb7', pinterest_account_id: shop.id } : manualBoard,
        ],
      });
    routes['GET /api/pinterest/boards'] = () =>
      answer(pinterestBoardsResponse, { success: true, boards: [] });
    routes['POST /api/pinterest/link-board'] = () => {
      linked = true;
      return answer(boardResponse, {
        board: { ...manualBoard, pinterest_board_id: 'pb7', pinterest_account_id: shop.id },
      });
    };
    render('/boards');
    await waitFor(shows('Link board Balcony Gardens to Pinterest'), 'the link button on the card');
    await waitFor(() => fetchMock.mock.calls.some(([u]) => String(u) === '/api/pinterest/status'), 'status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent === 'Link board Balcony Gardens to Pinterest')
        ?.click(),
    );
    await waitFor(
      () => document.querySelectorAll('[role="dialog"] select').length === 2,
      'the account choice beside the board choice',
    );
    const [accountSelect] = Array.from(
      document.querySelectorAll<HTMLSelectElement>('[role="dialog"] select'),
    );
    expect(Array.from(accountSelect?.options ?? [], (option) => option.textContent)).toEqual([
      '@pinloom_demo',
      '@pinloom_shop',
    ]);
    act(() => {
      if (!accountSelect) return;
      accountSelect.value = 'account-shop';
      accountSelect.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The chosen account's boards are the ones offered.
    await waitFor(
      () => fetchMock.mock.calls.some(([u]) => String(u) === '/api/pinterest/boards?account_id=account-shop'),
      'the shop account’s boards',
    );
    await waitFor(() => document.querySelectorAll('[role="dialog"] select').length === 2, 'the form again');
    const submit = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
      (b) => b.textContent?.trim() === 'Link board',
    ) as HTMLButtonElement;
    act(() => submit.click());
    await waitFor(shows('· @pinloom_shop'), 'the account on the card');
    const sent = fetchMock.mock.calls.find(
      ([u, init]) => String(u) === '/api/pinterest/link-board' && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ board_id: 'b2', account_id: 'account-shop' });
  });

  it('opens the setup wizard instead when Pinterest is not connected', async () => {
    localStorage.setItem('pinloom:pinterest-wizard-offered:u1', '2025-01-01T00:00:00.000Z');
    routes['GET /api/boards'] = () => answer(boardsResponse, { boards: [manualBoard] });
    render('/boards');
    await waitFor(shows('Link board Balcony Gardens to Pinterest'), 'the link button on the card');
    await waitFor(() => fetchMock.mock.calls.some(([u]) => String(u) === '/api/pinterest/status'), 'status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent === 'Link board Balcony Gardens to Pinterest')
        ?.click(),
    );
    await waitFor(shows('Pinterest connection required to continue'), 'the wizard');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/pinterest/boards'))).toBe(false);
  });
});

describe('the board form’s brand colors', () => {
  it('offers “Get my brand from my website” under them (the site-brand feature, wired here)', async () => {
    localStorage.setItem('pinloom:pinterest-wizard-offered:u1', '2025-01-01T00:00:00.000Z');
    render('/boards');
    await waitFor(shows('No boards found. Please sync your Pinterest account.'), 'the empty state');
    const add = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Create a board'),
    );
    act(() => add?.click());
    await waitFor(shows('Create a new board'), 'the board form');
    const colors = Array.from(document.querySelectorAll('legend')).find(
      (l) => l.textContent === 'Brand colors',
    );
    expect(colors?.closest('fieldset')?.textContent).toContain('Get my brand from my website');
  });
});
