// @vitest-environment jsdom
// The boards page in jsdom with the real query client, router, dialogs and toasts; only fetch
// (the server) is replaced. The browser's own alert and confirm must never be used.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { boardResponse, boardsResponse } from '../../../../shared/api/boards';
import { successResponse } from '../../../../shared/api/common';
import type { GenerationEvent } from '../../../../shared/api/pins';
import { usageResponse } from '../../../../shared/api/settings';
import { answer, failure, streamLine } from '../../../test/answers';
import { type Handler, typeInto, waitFor } from '../../../test/page-harness';
import { DELETE_BOARD_CONFIRMATION, GENERATE_ERROR, REORDER_ERROR } from './boards-page';
import { board, fetchMock, onLinkBoard, pin, render, routes, usage } from './boards-page.fixture';

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

/** Renders the page and waits for the two boards' cards. */
async function showBoards(options?: Parameters<typeof render>[0]) {
  render(options);
  await waitFor(() => document.querySelectorAll('article').length === 2, 'the cards');
}

/** PUT or POST /api/boards…: the board as saved, with the fields the page sent. */
function echoBoard(id: string, name: string): Handler {
  return (init) =>
    answer(boardResponse, { board: { ...board(id, name), ...JSON.parse(String(init?.body)) } });
}

/** The JSON body of the page's first `method path` call. */
function sentBody(method: string, path: string): unknown {
  return JSON.parse(String(call(method, path)?.[1]?.body));
}

const text = () => document.body.textContent ?? '';

function linkNamed(name: string): HTMLAnchorElement | undefined {
  return Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.trim() === name);
}

function generateButton(card: Element | undefined): HTMLButtonElement | undefined {
  return Array.from(card?.querySelectorAll('button') ?? []).find((b) =>
    b.textContent?.includes('Generate Pin'),
  );
}

/** The app's confirmation dialog, found by its question. */
function confirmation(question: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(
    (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === question,
  );
}

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
    routes['GET /api/boards'] = () => failure(500, { error: 'Database down', code: 'internal' });
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
      failure(403, { error: 'Your Free plan allows 1 board. Upgrade to add more.', code: 'plan_limit' });
    await showBoards();
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

    if (nameInput) typeInto(nameInput, '  Cozy kitchens ');
    act(() => Array.from(document.querySelectorAll<HTMLElement>('[role="radio"]'))[1]?.click());
    expect(document.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toContain('Vintage');
    act(() => byLabel('Remove color 2').click());
    // A new colour starts black (docs/product.md §5), which the list already has: refused before sending.
    act(() => buttonNamed('Add color').click());
    act(() => buttonNamed('Create Board').click());
    expect(modal?.querySelector('[role="alert"]')?.textContent).toBe(
      'Brand color #000000 is listed twice. Remove one or choose another color.',
    );
    expect(call('POST', '/api/boards')).toBeUndefined();
    expect(byLabel<HTMLInputElement>('Color 3 hex value').getAttribute('aria-invalid')).toBe('true');
    // Nothing else of the form is lost.
    expect(nameInput?.value).toBe('  Cozy kitchens ');
    expect(document.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toContain('Vintage');

    typeInto(byLabel<HTMLInputElement>('Color 3 hex value'), '#1f3a5f');
    act(() => buttonNamed('Create Board').click());

    await waitFor(
      () => modal?.querySelector('[role="alert"]')?.textContent?.includes('Upgrade to add more') ?? false,
      'the plan limit message',
    );
    expect(sentBody('POST', '/api/boards')).toEqual({
      name: 'Cozy kitchens',
      description: '',
      default_link: null,
      style_config: { style: 'vintage', brandColors: ['#E60023', '#000000', '#1F3A5F'] },
    });
    expect(console.error).toHaveBeenCalled();

    act(() => modal?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('edits a board with Save Changes', async () => {
    routes['PUT /api/boards/b2'] = echoBoard('b2', 'Travel');
    await showBoards();
    act(() => byLabel('Edit board Travel').click());
    const nameInput = dialog()?.querySelector<HTMLInputElement>('input[name="name"]');
    expect(nameInput?.value).toBe('Travel');
    if (nameInput) typeInto(nameInput, 'Weekend trips');
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(sentBody('PUT', '/api/boards/b2')).toMatchObject({
      name: 'Weekend trips',
    });
  });

  it('checks the default link with the shared rules, keeps what was typed and sends it normalised', async () => {
    routes['POST /api/boards'] = echoBoard('b3', 'Soups');
    await showBoards();
    act(() => buttonNamed('Add New Board').click());
    const modal = dialog();
    const nameInput = modal?.querySelector<HTMLInputElement>('input[name="name"]');
    const linkInput = modal?.querySelector<HTMLInputElement>('input[name="default_link"]');
    expect(document.querySelector(`label[for="${linkInput?.id}"]`)?.textContent).toContain('Default link');
    if (nameInput) typeInto(nameInput, 'Soups');
    for (const [typed, message] of [
      ['javascript:alert(1)', 'Link must start with http:// or https://'],
      ['https://me:pw@blog.example/', 'Link must not contain a user name or password'],
      [`https://blog.example/${'a'.repeat(2048)}`, 'Link must be at most 2,048 characters'],
    ] as const) {
      if (linkInput) typeInto(linkInput, typed);
      act(() => buttonNamed('Create Board').click());
      expect(modal?.querySelector('[role="alert"]')?.textContent).toBe(message);
      expect(linkInput?.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(linkInput);
      expect(call('POST', '/api/boards')).toBeUndefined();
      expect(linkInput?.value).toBe(typed);
      expect(nameInput?.value).toBe('Soups');
    }
    if (linkInput) typeInto(linkInput, ' HTTPS://Blog.Example/Soups ');
    act(() => buttonNamed('Create Board').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(sentBody('POST', '/api/boards')).toMatchObject({
      name: 'Soups',
      default_link: 'https://blog.example/Soups',
    });
  });

  it('shows a board’s default link when editing and clears it when emptied', async () => {
    routes['GET /api/boards'] = () =>
      answer(boardsResponse, {
        boards: [board('b1', 'Recipes'), board('b2', 'Travel', { default_link: 'https://trips.example/' })],
      });
    routes['PUT /api/boards/b2'] = echoBoard('b2', 'Travel');
    await showBoards();
    act(() => byLabel('Edit board Travel').click());
    const linkInput = dialog()?.querySelector<HTMLInputElement>('input[name="default_link"]');
    expect(linkInput?.value).toBe('https://trips.example/');
    if (linkInput) typeInto(linkInput, '');
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(sentBody('PUT', '/api/boards/b2')).toMatchObject({
      default_link: null,
    });
  });

  it('asks in the app’s own dialog before deleting a board, then deletes it', async () => {
    routes['DELETE /api/boards/b1'] = () => {
      routes['GET /api/boards'] = () => answer(boardsResponse, { boards: [board('b2', 'Travel')] });
      return answer(successResponse, { success: true });
    };
    await showBoards();

    act(() => byLabel('Delete board Recipes').click());
    const question = DELETE_BOARD_CONFIRMATION.title;
    expect(question).toBe('Are you sure you want to delete this board?');
    const asked = confirmation(question);
    expect(asked?.getAttribute('aria-modal')).toBe('true');
    expect(asked?.textContent).toContain(
      'Its pins will be deleted too. Pins already published stay on Pinterest.',
    );
    act(() => buttonNamed('Cancel').click());
    await act(() => Promise.resolve());
    expect(confirmation(question)).toBeUndefined();
    expect(call('DELETE', '/api/boards/b1')).toBeUndefined();

    act(() => byLabel('Delete board Recipes').click());
    act(() => buttonNamed('Delete board').click());
    await waitFor(() => document.querySelectorAll('article').length === 1, 'the board to go');
    expect(call('DELETE', '/api/boards/b1')).toBeDefined();
    await waitFor(() => text().includes('Board “Recipes” deleted'), 'the toast');
  });

  it('says so in a toast when a board cannot be deleted', async () => {
    routes['DELETE /api/boards/b2'] = () =>
      failure(500, { error: 'Internal server error', code: 'internal' });
    await showBoards();
    act(() => byLabel('Delete board Travel').click());
    act(() => buttonNamed('Delete board').click());
    await waitFor(() => text().includes('Could not delete the board. Please try again.'), 'the toast');
    expect(document.querySelectorAll('article')).toHaveLength(2);
    expect(text()).not.toContain('Internal server error');
  });

  it('keeps the spec’s board order text for the toast', () => {
    expect(REORDER_ERROR).toBe('Error saving board order. Please try again.');
  });

  it('draws every preview tile 2:3, so the whole pin shows', async () => {
    render();
    await waitFor(() => document.querySelectorAll('article img').length === 2, 'the preview images');
    const tiles = Array.from(byLabel('Latest pins of Recipes').querySelectorAll('li'));
    expect(tiles).toHaveLength(4);
    for (const tile of tiles) expect(tile.className).toContain('aspect-[2/3]');
    expect(byLabel('Latest pins of Recipes').querySelector('img')?.className).toContain('object-contain');
  });

  it('outlines a brand colour too light to see on the white card', async () => {
    await showBoards();
    const swatches = Array.from(byLabel('Brand colors').querySelectorAll('li'));
    const swatch = (color: string) => swatches.find((li) => li.getAttribute('title') === color);
    expect(swatch('#FFFFFF')?.querySelector('[data-outlined="true"]')).not.toBeNull();
    expect(swatch('#E60023')?.querySelector('[data-outlined="true"]')).toBeNull();
  });
});

describe('the plan’s allowance', () => {
  const exhaustedToday = {
    ...usage,
    month: { used: 3, limit: 5, remaining: 2, resets_at: '2025-02-01T00:00:00.000Z' },
    day: { used: 1, limit: 1, remaining: 0, resets_at: '2025-01-02T08:00:00.000Z' },
  };

  it('shows what is left where Generate Pin is', async () => {
    render();
    await waitFor(() => text().includes('1 pin left today'), 'the allowance by the button');
    const [recipes] = Array.from(document.querySelectorAll('article'));
    expect(generateButton(recipes)?.disabled).toBe(false);
    expect(recipes?.textContent).toContain('1 pin left today');
    expect(recipes?.textContent).toMatch(/resets/);
  });

  it('disables Generate Pin with the reason and the way to more pins when none are left today', async () => {
    routes['GET /api/user/usage'] = () => answer(usageResponse, exhaustedToday);
    render();
    await waitFor(() => text().includes('No pins left today'), 'the reason');
    for (const card of Array.from(document.querySelectorAll('article'))) {
      const button = generateButton(card);
      expect(button?.disabled).toBe(true);
      const reason = document.getElementById(button?.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toContain('Your Free plan includes 1 pin a day');
      expect(reason?.textContent).toMatch(/More from .*12:00\u202fAM|More from .*AM|More from .*PM/);
      expect(card.querySelector('a')?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
      expect(card.querySelector('a')?.textContent).toBe('Upgrade plan');
    }
    expect(call('POST', '/api/generate-single-pin-stream')).toBeUndefined();
  });

  it('says when the month’s pins are used up', async () => {
    routes['GET /api/user/usage'] = () =>
      answer(usageResponse, {
        ...usage,
        month: { used: 5, limit: 5, remaining: 0, resets_at: '2025-02-01T12:00:00.000Z' },
      });
    render();
    await waitFor(() => text().includes('No pins left this month'), 'the reason');
    const [recipes] = Array.from(document.querySelectorAll('article'));
    expect(generateButton(recipes)?.disabled).toBe(true);
    expect(recipes?.textContent).toContain('Your Free plan includes 5 pins a month. More on Feb 1.');
  });

  it('updates the allowance after a generation, disabling the button when it runs out', async () => {
    let left = 1;
    routes['GET /api/user/usage'] = () => answer(usageResponse, left > 0 ? usage : exhaustedToday);
    routes['POST /api/generate-single-pin-stream'] = () => {
      left = 0;
      return new Response(streamLine({ type: 'complete', data: pin('p8', 'b2') }), {
        status: 200,
      });
    };
    render();
    await waitFor(() => text().includes('1 pin left today'), 'the allowance');
    act(() => generateButton(document.querySelectorAll('article')[1])?.click());
    await waitFor(
      () => dialog()?.textContent?.includes('Pin Generated Successfully!') ?? false,
      'the result',
    );
    act(() => buttonNamed('Send to Review').click());
    await waitFor(() => text().includes('No pins left today'), 'the new allowance');
    expect(generateButton(document.querySelectorAll('article')[0])?.disabled).toBe(true);
  });

  it('greys out Add New Board at the plan’s board limit, with the reason and the upgrade', async () => {
    routes['GET /api/boards'] = () => answer(boardsResponse, { boards: [board('b1', 'Recipes')] });
    routes['GET /api/user/usage'] = () => answer(usageResponse, { ...usage, boards: { used: 1, limit: 1 } });
    render();
    await waitFor(() => text().includes('Your Free plan includes 1 board.'), 'the board limit');
    const add = buttonNamed('Add New Board');
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Your Free plan includes 1 board.',
    );
    expect(linkNamed('Upgrade plan')?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    act(() => add.click());
    expect(dialog()).toBeNull();
  });

  it('keeps Add New Board open below the limit', async () => {
    render();
    await waitFor(() => text().includes('3 of 5 pins left this month'), 'the usage');
    expect(buttonNamed('Add New Board').disabled).toBe(false);
    expect(text()).not.toContain('Your Free plan includes');
  });
});

describe('linking a board to Pinterest', () => {
  it('offers Link to Pinterest on a card without a Pinterest board, the badge on one with', async () => {
    await showBoards({ linkable: true });
    const [recipes, travel] = Array.from(document.querySelectorAll('article'));
    expect(recipes?.textContent).toContain('Pinterest Board');
    expect(recipes?.textContent).not.toContain('Link board Recipes to Pinterest');
    act(() => buttonNamed('Link board Travel to Pinterest').click());
    expect(onLinkBoard).toHaveBeenCalledWith(expect.objectContaining({ id: 'b2', name: 'Travel' }));
    expect(travel?.textContent).toContain('Link board Travel to Pinterest');
  });

  it('offers it in the board form too, once the form has no unsaved changes', async () => {
    await showBoards({ linkable: true });
    act(() => byLabel('Edit board Recipes').click());
    expect(dialog()?.textContent).toContain('Linked to a Pinterest board');
    expect(
      Array.from(dialog()?.querySelectorAll('button') ?? []).some(
        (b) => b.textContent === 'Link to Pinterest',
      ),
    ).toBe(false);
    act(() => buttonNamed('Cancel').click());

    act(() => byLabel('Edit board Travel').click());
    const nameInput = dialog()?.querySelector<HTMLInputElement>('input[name="name"]');
    if (nameInput) typeInto(nameInput, 'Weekend trips');
    expect(buttonNamed('Link to Pinterest').disabled).toBe(true);
    expect(dialog()?.textContent).toContain('Save or cancel your changes to link this board.');
    if (nameInput) typeInto(nameInput, 'Travel');
    act(() => buttonNamed('Link to Pinterest').click());
    expect(dialog()).toBeNull();
    expect(onLinkBoard).toHaveBeenCalledWith(expect.objectContaining({ id: 'b2', name: 'Travel' }));
  });

  it('offers nothing to link when the page is not given a way to link', async () => {
    await showBoards();
    expect(text()).not.toContain('Link to Pinterest');
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
      send: (event: GenerationEvent) => controller.enqueue(encoder.encode(streamLine(event))),
      close: () => controller.close(),
    };
  }

  it('shows the progress, then the result, and sends the pin to review', async () => {
    const stream = controllableStream();
    routes['POST /api/generate-single-pin-stream'] = () => stream.response;
    await showBoards();
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
    expect(sentBody('POST', '/api/generate-single-pin-stream')).toEqual({
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
  });

  it('shows the generic text in a toast on a failure and the server text for a used-up allowance', async () => {
    routes['POST /api/generate-single-pin-stream'] = () => new Response('oops', { status: 500 });
    await showBoards();
    const clickGenerate = () => act(() => generateButton(document.querySelectorAll('article')[0])?.click());
    clickGenerate();
    await waitFor(() => text().includes(GENERATE_ERROR), 'the error toast');
    expect(GENERATE_ERROR).toBe(
      'Error generating pin. Please check your text/image provider API key in Settings and try again.',
    );
    expect(dialog()).toBeNull();

    const quota =
      'Your Free plan includes 5 pins a month and you have used them all. Your allowance resets on February 1, 2025.';
    routes['POST /api/generate-single-pin-stream'] = () =>
      failure(429, { error: quota, code: 'quota_exceeded' });
    clickGenerate();
    await waitFor(() => text().includes(quota), 'the allowance toast');
  });

  it('deletes a generated pin from the result', async () => {
    routes['POST /api/generate-single-pin-stream'] = () =>
      new Response(streamLine({ type: 'complete', data: pin('p7', 'b1') }), {
        status: 200,
      });
    routes['DELETE /api/pins/p7'] = () => failure(500, { error: 'Nope', code: 'internal' });
    await showBoards();
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
    await waitFor(() => text().includes('Error deleting pin. Please try again.'), 'the delete toast');
    expect(dialog()).not.toBeNull();

    routes['DELETE /api/pins/p7'] = () => answer(successResponse, { success: true });
    act(() => buttonNamed('Delete').click());
    await waitFor(() => dialog() === null, 'the result to close');
  });
});
