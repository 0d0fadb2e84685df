// @vitest-environment jsdom
// 'Create from a link' on the boards page, with the real page, dialog and stream reader; only
// fetch (the server) is replaced: the form, the allowance cap, streamed progress, the pins, and
// the server's refusals shown in the dialog with the address kept.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type PagePinsEvent, pagePinsEvent } from '../../../../shared/api/pins';
import { usageResponse } from '../../../../shared/api/settings';
import { answer, failure } from '../../../test/answers';
import { namedField, typeInto, waitFor } from '../../../test/page-harness';
import { fetchMock, pin, render, routes, usage } from './boards-page.fixture';

const PAGE = 'https://marlow.example/recipes/lemon-drizzle-cake';

function lines(...events: z.input<typeof pagePinsEvent>[]): string {
  return events.map((event) => `data: ${JSON.stringify(pagePinsEvent.parse(event))}\n\n`).join('');
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const dialogText = () => dialog()?.textContent ?? '';

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in ${document.body.textContent}`);
  return found;
}

/** The boards page with `left` pins left today, and the dialog opened on the Travel board. */
async function openOnTravel(left: number) {
  routes['GET /api/user/usage'] = () =>
    answer(usageResponse, {
      ...usage,
      plan: 'pro',
      month: { ...usage.month, limit: 250, remaining: 200 },
      day: { ...usage.day, limit: 8, remaining: left },
    });
  render();
  await waitFor(() => document.querySelectorAll('article').length === 2, 'two board cards');
  await waitFor(() => (document.body.textContent ?? '').includes('left'), 'the allowance');
  const travel = document.querySelectorAll('article')[1];
  if (!travel) throw new Error('no Travel card');
  act(() => button('Create from a link for board Travel', travel).click());
  await waitFor(() => dialogText().includes('Create from a link'), 'the dialog');
}

function sentBody(): unknown {
  const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/generate-from-link-stream');
  return JSON.parse(String(sent?.[1]?.body));
}

describe('Create from a link', () => {
  it('starts empty with a hint, offers at most what the plan leaves, streams progress, then shows the pins', async () => {
    let finish: (events: string) => void = () => {};
    routes['POST /api/generate-from-link-stream'] = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            const encoder = new TextEncoder();
            controller.enqueue(
              encoder.encode(
                lines({ type: 'progress', stage: 'fetch', percent: 5, message: 'Reading the page' }),
              ),
            );
            finish = (events) => {
              controller.enqueue(encoder.encode(events));
              controller.close();
            };
          },
        }),
        { status: 200 },
      );
    await openOnTravel(2);
    const url = namedField('url');
    expect(url.value).toBe('');
    expect(dialogText()).toContain('A blog post, recipe or product page. Each pin links to it.');
    const count = namedField<HTMLSelectElement>('count');
    expect(Array.from(count.options).map((o) => o.value)).toEqual(['1', '2']);
    expect(count.value).toBe('2');
    expect(dialogText()).toContain('Each variant uses one pin of your plan; 2 are left.');

    typeInto(url, PAGE);
    act(() => button('Create pins').click());
    await waitFor(() => dialogText().includes('Reading the page'), 'the fetch stage');
    expect(sentBody()).toEqual({ boardId: 'b2', url: PAGE, count: 2 });

    const made = [
      pin('p21', 'b2', { title: 'Lemon Drizzle Cake', link: PAGE }),
      pin('p22', 'b2', { title: 'Try This: Lemon Drizzle Cake', link: PAGE }),
    ];
    act(() => finish(lines({ type: 'complete', data: made })));
    await waitFor(() => dialogText().includes('2 pins made from the page'), 'the result');
    expect(dialogText()).toContain('Try This: Lemon Drizzle Cake');
    expect(dialogText()).toContain('marlow.example');
    expect(dialog()?.querySelectorAll('img')).toHaveLength(2);
    const review = Array.from(dialog()?.querySelectorAll('a') ?? []).find(
      (a) => a.textContent === 'Go to Review',
    );
    expect(review?.getAttribute('href')).toBe('/review');
  });

  it("shows the server's refusal in the dialog and keeps the address", async () => {
    routes['POST /api/generate-from-link-stream'] = () =>
      failure(429, {
        error: 'Your plan has 1 pin left today and you asked for 3. Choose 1 or fewer.',
        code: 'quota_exceeded',
      });
    await openOnTravel(5);
    typeInto(namedField('url'), PAGE);
    act(() => button('Create pins').click());
    await waitFor(() => dialog()?.querySelector('[role="alert"]') !== null, 'the error');
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Your plan has 1 pin left today and you asked for 3. Choose 1 or fewer.',
    );
    expect(namedField('url').value).toBe(PAGE);
  });

  it('shows a page the server could not read (an error event) and lets the person try another', async () => {
    const events: PagePinsEvent[] = [
      { type: 'progress', stage: 'fetch', percent: 5, message: 'Reading the page' },
      { type: 'error', message: 'The link answered with HTTP 404', code: 'validation_error' },
    ];
    routes['POST /api/generate-from-link-stream'] = () => new Response(lines(...events), { status: 200 });
    await openOnTravel(5);
    typeInto(namedField('url'), `${PAGE}-gone`);
    act(() => button('Create pins').click());
    await waitFor(() => dialogText().includes('The link answered with HTTP 404'), 'the error');
    expect(namedField('url').value).toBe(`${PAGE}-gone`);
    expect(button('Create pins').disabled).toBe(false);
  });

  it('cannot be submitted without an address', async () => {
    await openOnTravel(5);
    expect(button('Create pins').disabled).toBe(true);
  });
});
