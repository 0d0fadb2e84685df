// The frame of the boards page tests (boards-page*.test.tsx, generation-paused.test.tsx): the real
// page, query client, router, dialogs and toasts in jsdom; only fetch (a fake server answering
// `routes`) and the native alert and confirm (which the page must never use) are replaced.
// Importing it registers the hooks that set these up before each test and check and clear them
// after.
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { z } from 'zod';
import { type Board, boardResponse, boardsResponse } from '../../../../shared/api/boards';
import { userFeedsResponse } from '../../../../shared/api/feeds';
import { type Pin, pinsResponse } from '../../../../shared/api/pins';
import { usageResponse } from '../../../../shared/api/settings';
import { answer } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import {
  clearBrowser,
  forbidNativeDialogs,
  type Handler,
  type RenderedPage,
  renderPage,
  serveRoutes,
  waitFor,
} from '../../../test/page-harness';
import { testPin } from '../../../test/pins';
import { signInTestUser } from '../../../test/users';
import BoardsPage from './boards-page';

export const board = (id: string, name: string, extra: Partial<Board> = {}): Board =>
  testBoard({
    id,
    name,
    description: `All about ${name.toLowerCase()}`,
    style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
    ...extra,
  });

export const pin = (id: string, boardId: string, extra: Partial<Pin> = {}): Pin =>
  testPin(id, { board_id: boardId, created_at: '2025-01-01T00:00:00.000Z', ...extra });

export const usage: z.input<typeof usageResponse> = {
  plan: 'free',
  month: { used: 2, limit: 5, remaining: 3, resets_at: '2025-02-01T00:00:00.000Z' },
  day: { used: 0, limit: 1, remaining: 1, resets_at: '2025-01-02T00:00:00.000Z' },
  boards: { used: 2, limit: 5 },
  time_zone: 'Europe/London',
};

export const routes: Record<string, Handler> = {};
export const fetchMock = vi.fn<typeof fetch>();
export const onLinkBoard = vi.fn();
let page: RenderedPage;

export function render({ linkable = false }: { linkable?: boolean } = {}) {
  page = renderPage(
    [
      { path: '/boards', element: <BoardsPage {...(linkable ? { onLinkBoard } : {})} /> },
      { path: '/review', element: <p>Review</p> },
      { path: '/settings/plan-and-billing', element: <p>Settings</p> },
    ],
    '/boards',
    <Toaster />,
  );
}

forbidNativeDialogs();

beforeEach(() => {
  signInTestUser();
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /api/boards': () =>
      answer(boardsResponse, {
        boards: [board('b1', 'Recipes', { pinterest_board_id: 'pb1' }), board('b2', 'Travel')],
      }),
    'GET /api/boards/b1/pins?limit=4': () =>
      answer(pinsResponse, { pins: [pin('p1', 'b1'), pin('p2', 'b1')] }),
    'GET /api/boards/b2/pins?limit=4': () => answer(pinsResponse, { pins: [] }),
    'GET /api/user/usage': () => answer(usageResponse, usage),
    'GET /api/feeds': () => answer(userFeedsResponse, { feeds: [] }),
  } satisfies Record<string, Handler>);
  serveRoutes(fetchMock, () => routes);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  page.unmount();
  // Sonner keeps active toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  fetchMock.mockReset();
  onLinkBoard.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearBrowser();
});

// Queries and steps the boards page tests share.

export function call(method: string, path: string) {
  return fetchMock.mock.calls.find(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
}

export function byLabel<T extends Element = HTMLElement>(label: string): T {
  const found = document.querySelector<T & Element>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`Nothing labelled "${label}"`);
  return found as T;
}

export function buttonNamed(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

export function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

/** Renders the page and waits for the two boards' cards. */
export async function showBoards(options?: Parameters<typeof render>[0]) {
  render(options);
  await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
}

/** PUT or POST /api/boards…: the board as saved, with the fields the page sent. */
export function echoBoard(id: string, name: string): Handler {
  return (init) =>
    answer(boardResponse, { board: { ...board(id, name), ...JSON.parse(String(init?.body)) } });
}

/** The JSON body of the page's first `method path` call. */
export function sentBody(method: string, path: string): unknown {
  return JSON.parse(String(call(method, path)?.[1]?.body));
}

export const text = () => document.body.textContent ?? '';

export function linkNamed(name: string): HTMLAnchorElement | undefined {
  return Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.trim() === name);
}

export function generateButton(card: Element | undefined): HTMLButtonElement | undefined {
  return Array.from(card?.querySelectorAll('button') ?? []).find((b) =>
    b.textContent?.includes('Generate Pin'),
  );
}

/** The app's confirmation dialog, found by its question. */
export function confirmation(question: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(
    (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === question,
  );
}
