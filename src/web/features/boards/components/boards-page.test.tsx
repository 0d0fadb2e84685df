// @vitest-environment jsdom
// The boards page in jsdom with the real query client, router, dialogs and toasts; only fetch
// (the server) is replaced. The browser's own alert and confirm must never be used. The plan's
// allowance and linking to Pinterest are in boards-page-allowance.test.tsx, generating a pin in
// boards-page-generation.test.tsx.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { boardsResponse } from '../../../../shared/api/boards';
import { successResponse } from '../../../../shared/api/common';
import { usageResponse } from '../../../../shared/api/settings';
import { LOCKED_CONTROL } from '../../../components/ui/brand-colors-field';
import { answer, failure } from '../../../test/answers';
import { typeInto, waitFor } from '../../../test/page-harness';
import { DELETE_BOARD_CONFIRMATION, REORDER_ERROR } from './boards-page';
import {
  board,
  buttonNamed,
  byLabel,
  call,
  confirmation,
  dialog,
  echoBoard,
  render,
  routes,
  sentBody,
  showBoards,
  text,
  usage,
} from './boards-page.fixture';

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

  it('keeps the default colors on Free, saying they are a Starter feature, with the upgrade', async () => {
    await showBoards();
    await waitFor(() => text().includes('3 of 5 pins left this month'), 'the usage');
    act(() => buttonNamed('Add New Board').click());
    const legend = [...document.querySelectorAll('legend')].find(
      (node) => node.textContent === 'Brand colors',
    );
    const fieldset = legend?.closest('fieldset');
    expect(fieldset?.disabled).toBe(true);
    // Every swatch, hex value and remove button is disabled and looks it.
    const controls = Array.from(fieldset?.querySelectorAll('ul input, ul button') ?? []);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      expect(control.matches(':disabled')).toBe(true);
      expect(control.className).toContain(LOCKED_CONTROL);
    }
    expect(text()).toContain(
      'Brand colors are part of the Starter plan and above. Upgrade to Starter to use your own colors on your pins.',
    );
    const upgrade = [...document.querySelectorAll('a')].find(
      (link) => link.textContent === 'Upgrade to Starter',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
  });

  it('checks the name, sends style and colours, and shows the server refusal in the modal', async () => {
    // Brand colors are a Starter feature (docs/product.md §9).
    routes['GET /api/user/usage'] = () => answer(usageResponse, { ...usage, plan: 'starter' });
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

  it.each([
    {
      what: 'edits a board with Save Changes',
      travel: {},
      field: 'name',
      shown: 'Travel',
      typed: 'Weekend trips',
      sent: { name: 'Weekend trips' },
    },
    {
      what: 'shows a board’s default link when editing and clears it when emptied',
      travel: { default_link: 'https://trips.example/' },
      field: 'default_link',
      shown: 'https://trips.example/',
      typed: '',
      sent: { default_link: null },
    },
  ])('$what', async ({ travel, field, shown, typed, sent }) => {
    routes['GET /api/boards'] = () =>
      answer(boardsResponse, {
        boards: [board('b1', 'Recipes', { pinterest_board_id: 'pb1' }), board('b2', 'Travel', travel)],
      });
    routes['PUT /api/boards/b2'] = echoBoard('b2', 'Travel');
    await showBoards();
    act(() => byLabel('Edit board Travel').click());
    const input = dialog()?.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    expect(input?.value).toBe(shown);
    if (input) typeInto(input, typed);
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(sentBody('PUT', '/api/boards/b2')).toMatchObject(sent);
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
