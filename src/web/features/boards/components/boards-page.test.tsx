// @vitest-environment jsdom
// The boards page in jsdom with the real query client, router and dialogs; only fetch (the
// server) and the browser's alert and confirm boxes are replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../../shared/api/boards';
import type { GenerationEvent, Pin } from '../../../../shared/api/pins';
import { saveSession } from '../../../lib/session-storage';
import {
  type Handler,
  json,
  type RenderedPage,
  renderPage,
  serveRoutes,
  waitFor,
} from '../../../test/page-harness';
import BoardsPage, { DELETE_BOARD_CONFIRMATION, GENERATE_ERROR } from './boards-page';

const board = (id: string, name: string, extra: Partial<Board> = {}): Board => ({
  id,
  name,
  description: `All about ${name.toLowerCase()}`,
  style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
  pins_per_day: 1,
  sort_order: 0,
  pinterest_board_id: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const pin = (id: string, boardId: string, extra: Partial<Pin> = {}): Pin => ({
  id,
  board_id: boardId,
  board_name: 'Recipes',
  title: `Pin ${id}`,
  description: 'A description',
  alt_text: '',
  filepath: `/media/pins/${id}.png`,
  status: 'generated',
  scheduled_time: null,
  posted_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  failure_reason: null,
  retry_at: null,
  ...extra,
});

const usage = {
  plan: 'free',
  month: { used: 2, limit: 5, remaining: 3, resets_at: '2025-02-01T00:00:00.000Z' },
  day: { used: 0, limit: 1, remaining: 1, resets_at: '2025-01-02T00:00:00.000Z' },
  boards: { used: 2, limit: 5 },
};

let routes: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn();
const confirmMock = vi.fn(() => true);
let page: RenderedPage;

function call(method: string, path: string) {
  return fetchMock.mock.calls.find(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
}

function byLabel<T extends Element = HTMLElement>(label: string): T {
  const found = document.querySelector<T & Element>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`Nothing labelled "${label}"`);
  return found as T;
}

function buttonNamed(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

/** Types into a React-controlled input the way a person would. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function render() {
  page = renderPage(
    [
      { path: '/boards', element: <BoardsPage /> },
      { path: '/review', element: <p>Review</p> },
    ],
    '/boards',
  );
}

beforeEach(() => {
  saveSession({ token: 'user-token', user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' } });
  routes = {
    'GET /api/boards': () =>
      json(200, {
        boards: [board('b1', 'Recipes', { pinterest_board_id: 'pb1' }), board('b2', 'Travel')],
      }),
    'GET /api/boards/b1/pins?limit=4': () => json(200, { pins: [pin('p1', 'b1'), pin('p2', 'b1')] }),
    'GET /api/boards/b2/pins?limit=4': () => json(200, { pins: [] }),
    'GET /api/user/usage': () => json(200, usage),
  };
  serveRoutes(fetchMock, () => routes);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('alert', alertMock);
  vi.stubGlobal('confirm', confirmMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  page.unmount();
  fetchMock.mockReset();
  alertMock.mockReset();
  confirmMock.mockReset();
  confirmMock.mockImplementation(() => true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the boards page', () => {
  it('shows the boards in order with badges, colours, padded previews and the usage line', async () => {
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'two board cards');
    expect(document.querySelector('h1')?.textContent).toBe('Generate Amazing Pins');
    const names = Array.from(document.querySelectorAll('article h2')).map((h) => h.textContent);
    expect(names).toEqual(['Recipes', 'Travel']);

    const [recipes, travel] = Array.from(document.querySelectorAll('article'));
    expect(recipes?.textContent).toContain('Pinterest Board');
    expect(travel?.textContent).not.toContain('Pinterest Board');
    expect(recipes?.textContent).toContain('Modern');
    expect(byLabel('Reorder board Recipes').tagName).toBe('BUTTON');
    expect(byLabel('Edit board Recipes').tagName).toBe('BUTTON');
    expect(byLabel('Delete board Travel').tagName).toBe('BUTTON');

    await waitFor(() => (recipes?.querySelectorAll('img').length ?? 0) === 2, 'the preview images');
    expect(byLabel('Latest pins of Recipes').querySelectorAll('li')).toHaveLength(4);
    expect(byLabel('Latest pins of Travel').querySelectorAll('li')).toHaveLength(4);

    // A broken image becomes a placeholder labelled Pin.
    act(() => recipes?.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(recipes?.querySelectorAll('[role="img"][aria-label="Pin"]')).toHaveLength(1);

    await waitFor(() => document.body.textContent?.includes('3 of 5 pins left this month') ?? false, 'usage');
    expect(document.body.textContent).toContain('3 of 5 pins left this month · 1 of 1 today');
    expect(buttonNamed('Add New Board')).toBeTruthy();
  });

  it('shows the empty state when the board list fails, and logs why', async () => {
    routes['GET /api/boards'] = () => json(500, { error: 'Database down', code: 'internal' });
    render();
    await waitFor(
      () =>
        document.body.textContent?.includes('No boards found. Please sync your Pinterest account.') ?? false,
      'the empty state',
    );
    expect(console.error).toHaveBeenCalled();
    act(() => buttonNamed('Create a board').click());
    expect(dialog()?.textContent).toContain('Create a new board');
  });

  it('checks the name, sends style and colours, and shows the server refusal in the modal', async () => {
    routes['POST /api/boards'] = () =>
      json(403, { error: 'Your Free plan allows 1 board. Upgrade to add more.', code: 'plan_limit' });
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
    const opener = buttonNamed('Add New Board');
    opener.focus();
    act(() => opener.click());
    const modal = dialog();
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Create a new board',
    );
    const nameInput = modal?.querySelector<HTMLInputElement>('input[name="name"]');
    expect(document.activeElement).toBe(nameInput);

    act(() => buttonNamed('Create Board').click());
    expect(modal?.querySelector('[role="alert"]')?.textContent).toBe('Board name is required');
    expect(call('POST', '/api/boards')).toBeUndefined();

    if (nameInput) type(nameInput, '  Cozy kitchens ');
    act(() => Array.from(document.querySelectorAll<HTMLElement>('[role="radio"]'))[1]?.click());
    expect(document.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toContain('Vintage');
    act(() => byLabel('Remove colour 2').click());
    act(() => buttonNamed('Add color').click());
    act(() => buttonNamed('Create Board').click());

    await waitFor(
      () => modal?.querySelector('[role="alert"]')?.textContent?.includes('Upgrade to add more') ?? false,
      'the plan limit message',
    );
    expect(JSON.parse(String(call('POST', '/api/boards')?.[1]?.body))).toEqual({
      name: 'Cozy kitchens',
      description: '',
      style_config: { style: 'vintage', brandColors: ['#E60023', '#000000', '#000000'] },
    });
    expect(console.error).toHaveBeenCalled();

    act(() => modal?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('edits a board with Save Changes', async () => {
    routes['PUT /api/boards/b2'] = (init) =>
      json(200, { board: { ...board('b2', 'Travel'), ...JSON.parse(String(init?.body)) } });
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
    act(() => byLabel('Edit board Travel').click());
    const nameInput = dialog()?.querySelector<HTMLInputElement>('input[name="name"]');
    expect(nameInput?.value).toBe('Travel');
    if (nameInput) type(nameInput, 'Weekend trips');
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(JSON.parse(String(call('PUT', '/api/boards/b2')?.[1]?.body))).toMatchObject({
      name: 'Weekend trips',
    });
  });

  it('asks before deleting a board, then deletes it', async () => {
    routes['DELETE /api/boards/b1'] = () => {
      routes['GET /api/boards'] = () => json(200, { boards: [board('b2', 'Travel')] });
      return json(200, { success: true });
    };
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');

    confirmMock.mockReturnValueOnce(false);
    act(() => byLabel('Delete board Recipes').click());
    expect(confirmMock).toHaveBeenCalledWith(DELETE_BOARD_CONFIRMATION);
    expect(DELETE_BOARD_CONFIRMATION.split('\n')[0]).toBe('Are you sure you want to delete this board?');
    expect(call('DELETE', '/api/boards/b1')).toBeUndefined();

    act(() => byLabel('Delete board Recipes').click());
    await waitFor(() => document.querySelectorAll('article').length === 1, 'the board to go');
    expect(call('DELETE', '/api/boards/b1')).toBeDefined();
  });
});

describe('generating a pin', () => {
  function controllableStream() {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    return {
      response: new Response(body, { status: 200 }),
      send: (event: GenerationEvent) =>
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
      close: () => controller.close(),
    };
  }

  it('shows the progress, then the result, and sends the pin to review', async () => {
    const stream = controllableStream();
    routes['POST /api/generate-single-pin-stream'] = () => stream.response;
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
    const generate = Array.from(document.querySelectorAll('article'))[1]?.querySelectorAll('button');
    act(() =>
      Array.from(generate ?? [])
        .find((b) => b.textContent?.includes('Generate Pin'))
        ?.click(),
    );

    await waitFor(() => document.querySelector('[role="progressbar"]') !== null, 'the progress bar');
    act(() => stream.send({ type: 'progress', stage: 'image', percent: 45, message: 'Designing' }));
    await waitFor(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '45',
      'the progress at 45%',
    );
    expect(dialog()?.textContent).toContain('Designing the image…');
    expect(JSON.parse(String(call('POST', '/api/generate-single-pin-stream')?.[1]?.body))).toEqual({
      boardId: 'b2',
    });

    act(() => {
      stream.send({ type: 'complete', data: pin('p9', 'b2', { title: '"Hidden beaches of Crete"' }) });
      stream.close();
    });
    await waitFor(
      () => dialog()?.textContent?.includes('Pin Generated Successfully!') ?? false,
      'the result',
    );
    expect(dialog()?.textContent).toContain('Hidden beaches of Crete');
    expect(dialog()?.textContent).not.toContain('"Hidden');
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/media/pins/p9.png');

    act(() => buttonNamed('Send to Review').click());
    expect(dialog()).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('alerts the generic text on a failure and the server text for a quota', async () => {
    routes['POST /api/generate-single-pin-stream'] = () => new Response('oops', { status: 500 });
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
    const clickGenerate = () =>
      act(() =>
        Array.from(document.querySelectorAll('article')[0]?.querySelectorAll('button') ?? [])
          .find((b) => b.textContent?.includes('Generate Pin'))
          ?.click(),
      );
    clickGenerate();
    await waitFor(() => alertMock.mock.calls.length === 1, 'the alert');
    expect(alertMock).toHaveBeenCalledWith(GENERATE_ERROR);
    expect(dialog()).toBeNull();

    const quota = 'You have used all 5 pins of your Free plan this month. More on Feb 1.';
    routes['POST /api/generate-single-pin-stream'] = () =>
      json(429, { error: quota, code: 'quota_exceeded' });
    clickGenerate();
    await waitFor(() => alertMock.mock.calls.length === 2, 'the quota alert');
    expect(alertMock).toHaveBeenLastCalledWith(quota);
  });

  it('deletes a generated pin from the result', async () => {
    routes['POST /api/generate-single-pin-stream'] = () =>
      new Response(`data: ${JSON.stringify({ type: 'complete', data: pin('p7', 'b1') })}\n\n`, {
        status: 200,
      });
    routes['DELETE /api/pins/p7'] = () => json(500, { error: 'Nope', code: 'internal' });
    render();
    await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
    act(() =>
      Array.from(document.querySelectorAll('article')[0]?.querySelectorAll('button') ?? [])
        .find((b) => b.textContent?.includes('Generate Pin'))
        ?.click(),
    );
    await waitFor(
      () => dialog()?.textContent?.includes('Pin Generated Successfully!') ?? false,
      'the result',
    );

    act(() => buttonNamed('Delete').click());
    await waitFor(() => alertMock.mock.calls.length === 1, 'the delete alert');
    expect(alertMock).toHaveBeenCalledWith('Error deleting pin. Please try again.');
    expect(dialog()).not.toBeNull();

    routes['DELETE /api/pins/p7'] = () => json(200, { success: true });
    act(() => buttonNamed('Delete').click());
    await waitFor(() => dialog() === null, 'the result to close');
  });
});
