// @vitest-environment jsdom
// The boards page (boards-page.fixture.tsx) and what the plan allows: pins left by Generate Pin,
// the board limit on Add New Board; and linking a board to Pinterest.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { boardsResponse } from '../../../../shared/api/boards';
import { usageResponse } from '../../../../shared/api/settings';
import { answer, streamLine } from '../../../test/answers';
import { typeInto, waitFor } from '../../../test/page-harness';
import {
  board,
  buttonNamed,
  byLabel,
  call,
  dialog,
  generateButton,
  linkNamed,
  onLinkBoard,
  pin,
  render,
  routes,
  showBoards,
  text,
  usage,
} from './boards-page.fixture';

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
