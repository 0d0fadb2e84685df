// @vitest-environment jsdom
// The review page in jsdom with the real query client, router, dialogs and toasts; only fetch
// (the server) is replaced. The browser's own alert and confirm must never be used.
import { act } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Board, boardsResponse } from '../../../../shared/api/boards';
import { successResponse } from '../../../../shared/api/common';
import { type Pin, pinResponse, pinsResponse } from '../../../../shared/api/pins';
import {
  type BulkApprovePinsResponse,
  bulkApprovePinsResponse,
  scheduledPinResponse,
} from '../../../../shared/api/schedule';
import { templatesResponse } from '../../../../shared/api/templates';
import { saveSession } from '../../../lib/session-storage';
import { answer, failure, json } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import {
  clearBrowser,
  forbidNativeDialogs,
  setUpPageTest,
  typeInto,
  waitFor,
} from '../../../test/page-harness';
import { testPin } from '../../../test/pins';
import { TEST_TEMPLATES } from '../../../test/templates';
import ReviewPage from './review-page';

const pin = (id: string, extra: Partial<Pin> = {}): Pin =>
  testPin(id, { title: `"Pin ${id}"`, description: '“A description”', ...extra });

const board = (id: string, name: string): Board =>
  testBoard({ id, name, style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] } });

const page = setUpPageTest({ quietConsole: true });

function bodyOf(method: string, path: string): unknown {
  const found = page.fetchMock.mock.calls.find(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
  return found?.[1]?.body ? JSON.parse(String(found[1].body)) : undefined;
}

function cards(): HTMLElement[] {
  return Array.from(document.querySelectorAll('article'));
}

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

function render() {
  page.render(
    [
      { path: '/review', element: <ReviewPage /> },
      { path: '/boards', element: <p>Boards</p> },
    ],
    '/review',
    <Toaster />,
  );
}

const text = () => document.body.textContent ?? '';

/** Renders the page, waits for both cards and opens the first pin's edit form. */
async function openFirstPinEditor(): Promise<HTMLFormElement> {
  render();
  await waitFor(() => cards().length === 2, 'two pin cards');
  act(() => button('Edit', cards()[0]).click());
  return cards()[0]?.querySelector('form') as HTMLFormElement;
}

/** The app's confirmation dialog, found by its question. */
function confirmation(question: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(
    (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === question,
  );
}

function checkbox(label: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`);
  if (!found) throw new Error(`No checkbox "${label}"`);
  return found;
}

forbidNativeDialogs();

beforeEach(() => {
  // The user's zone, not the machine's: times are read and written in it (lib/zoned-time.ts).
  saveSession({
    token: 'user-token',
    user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', time_zone: 'America/New_York' },
  });
  page.routes = {
    'GET /api/pins?status=generated&order=oldest': () =>
      answer(pinsResponse, { pins: [pin('p1'), pin('p2', { scheduled_time: '2026-07-14T08:30:00.000Z' })] }),
    'GET /api/boards': () =>
      answer(boardsResponse, { boards: [board('b1', 'Recipes'), board('b2', 'Travel')] }),
  };
});

afterEach(() => {
  // Sonner keeps active toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  clearBrowser();
});

describe('the review page', () => {
  it('lists the generated pins oldest first, their words without the surrounding quotes', async () => {
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Review Pins');
    expect(cards().map((card) => card.querySelector('h2')?.textContent)).toEqual(['Pin p1', 'Pin p2']);
    expect(cards()[0]?.textContent).toContain('A description');
    expect(cards()[0]?.textContent).not.toContain('“');
    expect(cards()[0]?.textContent).not.toContain('Wanted for');
    expect(cards()[1]?.textContent).toContain('Wanted for');
    expect(cards()[0]?.querySelector('img')?.className).toContain('max-h-80');
  });

  it('says which prompts wrote each pin: the workspace’s own version, or Pinloom’s', async () => {
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, {
        pins: [
          pin('p1', {
            prompt_versions: {
              title: { id: 'v3', version: 3, board_id: null },
              description: null,
              image: null,
            },
          }),
          pin('p2'),
        ],
      });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    expect(cards()[0]?.textContent).toContain(
      'Written with your custom title prompt v3; Pinloom’s default for the rest',
    );
    expect(cards()[1]?.textContent).toContain('Written with Pinloom’s default prompts');
  });

  it('zooms an image and closes it with Escape', async () => {
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Zoom image: Pin p1').click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('Zoomed image: Pin p1');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close zoomed image');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('saves only the changed fields, the time as an ISO instant', async () => {
    page.routes['PUT /api/pins/p1'] = (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<Pin>;
      // The server redraws the image with the new title, under a new address.
      return answer(pinResponse, {
        pin: { ...pin('p1'), ...body, board_name: 'Travel', filepath: '/media/pins/p1-1a2b3c4d.png' },
      });
    };
    const form = await openFirstPinEditor();
    const title = form.querySelector<HTMLInputElement>('input[name="title"]') as HTMLInputElement;
    expect(title.value).toBe('Pin p1');
    expect(title.maxLength).toBe(100);
    expect(form.textContent).toContain('A new title, board or template is drawn on the image too.');
    typeInto(title, 'Better title');
    expect(form.textContent).toContain('12/100');
    typeInto(form.querySelector('select[name="board_id"]') as HTMLSelectElement, 'b2');
    typeInto(form.querySelector('input[name="scheduled_time"]') as HTMLInputElement, '2026-09-01T10:30');
    act(() => form.requestSubmit());

    await waitFor(() => !cards()[0]?.querySelector('form'), 'the edit to close');
    expect(bodyOf('PUT', '/api/pins/p1')).toEqual({
      board_id: 'b2',
      title: 'Better title',
      scheduled_time: '2026-09-01T14:30:00.000Z', // 10:30 AM in New York (EDT, UTC-4)
    });
    expect(cards()[0]?.querySelector('h2')?.textContent).toBe('Better title');
    expect(cards()[0]?.textContent).toContain('Travel');
    expect(cards()[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/pins/p1-1a2b3c4d.png');
  });

  it('switches the template: only template_id is sent, and the redrawn image shows', async () => {
    page.routes['GET /api/templates'] = () =>
      answer(templatesResponse, { templates: TEST_TEMPLATES, can_customize: false, can_lock: false });
    page.routes['PUT /api/pins/p1'] = (init) =>
      answer(pinResponse, {
        pin: {
          ...pin('p1', { template_id: 'modern-card' }),
          ...(JSON.parse(String(init?.body)) as Partial<Pin>),
          filepath: '/media/pins/p1-5e6f7a8b.png',
        },
      });
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, { pins: [pin('p1', { template_id: 'modern-card' }), pin('p2')] });
    const form = await openFirstPinEditor();
    const select = () =>
      form.querySelector<HTMLSelectElement>('select[name="template_id"]') as HTMLSelectElement;
    await waitFor(() => select().options.length === 3, 'the templates to load');
    expect(select().value).toBe('modern-card');
    expect(form.textContent).toContain('no pin of your allowance is used');
    expect(form.querySelector('img')?.getAttribute('src')).toBe('/api/templates/modern-card/thumbnail');
    typeInto(select(), 'bold-list');
    expect(form.querySelector('img')?.getAttribute('src')).toBe('/api/templates/bold-list/thumbnail');
    act(() => form.requestSubmit());
    await waitFor(() => !cards()[0]?.querySelector('form'), 'the edit to close');
    expect(bodyOf('PUT', '/api/pins/p1')).toEqual({ template_id: 'bold-list' });
    expect(cards()[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/pins/p1-5e6f7a8b.png');
  });

  it('edits the link: refused by the shared rules with nothing typed lost, then sent normalised', async () => {
    page.routes['PUT /api/pins/p1'] = (init) =>
      answer(pinResponse, { pin: { ...pin('p1'), ...(JSON.parse(String(init?.body)) as Partial<Pin>) } });
    const form = await openFirstPinEditor();
    const link = form.querySelector<HTMLInputElement>('input[name="link"]') as HTMLInputElement;
    expect(form.querySelector(`label[for="${link.id}"]`)?.textContent).toBe('Link');
    typeInto(form.querySelector('input[name="title"]') as HTMLInputElement, 'Soup night');
    for (const [typed, message] of [
      ['data:text/html,hi', 'Link must start with http:// or https://'],
      ['https://me:pw@blog.example/', 'Link must not contain a user name or password'],
      ['https://blog.example/my soup', 'Link must not contain spaces or control characters'],
    ] as const) {
      typeInto(link, typed);
      act(() => form.requestSubmit());
      expect(form.querySelector('[role="alert"]')?.textContent).toBe(message);
      expect(link.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(link);
      expect(link.value).toBe(typed);
      expect((form.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('Soup night');
    }
    expect(page.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    typeInto(link, 'HTTPS://Blog.Example/Soup#card');
    act(() => form.requestSubmit());
    await waitFor(() => !cards()[0]?.querySelector('form'), 'the edit to close');
    expect(bodyOf('PUT', '/api/pins/p1')).toEqual({
      title: 'Soup night',
      link: 'https://blog.example/Soup#card',
    });
    const shown = cards()[0]?.querySelector<HTMLAnchorElement>('a[href="https://blog.example/Soup#card"]');
    expect(shown?.textContent).toBe('blog.example');
    expect(shown?.target).toBe('_blank');
    expect(shown?.rel).toBe('noopener noreferrer nofollow');
  });

  it('clears a pin’s link when the field is emptied', async () => {
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, { pins: [pin('p1', { link: 'https://www.blog.example/soup' }), pin('p2')] });
    page.routes['PUT /api/pins/p1'] = (init) =>
      answer(pinResponse, { pin: { ...pin('p1'), ...(JSON.parse(String(init?.body)) as Partial<Pin>) } });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    expect(cards()[0]?.querySelector('a[href="https://www.blog.example/soup"]')?.textContent).toBe(
      'blog.example',
    );
    expect(cards()[1]?.querySelector('a[rel~="nofollow"]')).toBeNull();
    act(() => button('Edit', cards()[0]).click());
    const form = cards()[0]?.querySelector('form') as HTMLFormElement;
    const link = form.querySelector<HTMLInputElement>('input[name="link"]') as HTMLInputElement;
    expect(link.value).toBe('https://www.blog.example/soup');
    typeInto(link, '');
    act(() => form.requestSubmit());
    await waitFor(() => !cards()[0]?.querySelector('form'), 'the edit to close');
    expect(bodyOf('PUT', '/api/pins/p1')).toEqual({ link: null });
    expect(cards()[0]?.querySelector('a[rel~="nofollow"]')).toBeNull();
  });

  it('shows the stored wanted time in the user’s zone in the date and time field', async () => {
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Edit', cards()[1]).click());
    const field = cards()[1]?.querySelector<HTMLInputElement>('input[name="scheduled_time"]');
    expect(field?.type).toBe('datetime-local');
    expect(field?.value).toBe('2026-07-14T04:30'); // 08:30 UTC is 4:30 AM in New York
    expect(cards()[1]?.textContent).toContain('In your time zone, America/New York.');
  });

  it('shows the spec text and the server’s reason in a toast when an edit is refused', async () => {
    page.routes['PUT /api/pins/p1'] = () =>
      failure(409, { error: 'That day already has 5 pins. Choose another day.', code: 'conflict' });
    const form = await openFirstPinEditor();
    typeInto(form.querySelector('textarea[name="description"]') as HTMLTextAreaElement, 'New words');
    act(() => form.requestSubmit());
    await waitFor(() => text().includes('Error updating pin. Please try again.'), 'the toast');
    expect(text()).toContain('That day already has 5 pins. Choose another day.');
    expect(cards()[0]?.querySelector('form')).not.toBeNull();
  });

  it('never shows a server text that names a field the way the API spells it', async () => {
    page.routes['PUT /api/pins/p1'] = () =>
      failure(400, {
        error: 'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
        code: 'validation_error',
      });
    const form = await openFirstPinEditor();
    typeInto(form.querySelector('input[name="scheduled_time"]') as HTMLInputElement, '2026-09-01T10:30');
    act(() => form.requestSubmit());
    await waitFor(() => text().includes('The scheduled time must be a valid date and time.'), 'the reason');
    expect(text()).toContain('Error updating pin. Please try again.');
    expect(text()).not.toContain('scheduled_time');
    expect(text()).not.toContain('ISO 8601');
  });

  it('approves a pin: it leaves the list', async () => {
    page.routes['POST /api/pins/p1/approve'] = () =>
      answer(pinResponse, {
        pin: pin('p1', { status: 'scheduled', scheduled_time: '2026-07-15T07:00:00.000Z' }),
      });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => cards().length === 1, 'the approved pin to leave');
    expect(bodyOf('POST', '/api/pins/p1/approve')).toEqual({});
    expect(cards()[0]?.querySelector('h2')?.textContent).toBe('Pin p2');
    await waitFor(() => text().includes('Pin approved and scheduled for'), 'the toast');
  });

  it('says why the time was chosen when the schedule placed the pin in the best hours', async () => {
    page.routes['POST /api/pins/p1/approve'] = () =>
      answer(scheduledPinResponse, {
        pin: pin('p1', { status: 'scheduled', scheduled_time: '2026-07-15T19:40:00.000Z' }),
        reason: { kind: 'best_hours', from_hour: 19, to_hour: 21 },
      });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => text().includes('Your pins do best between 7 and 9 pm.'), 'the reason');
    expect(text()).toContain('Pin approved and scheduled for');
  });

  it('toasts the spec text plus the reason when approval is refused, the spec text alone on a 500', async () => {
    page.routes['POST /api/pins/p1/approve'] = () =>
      failure(409, { error: 'That day is full', code: 'day_full' });
    page.routes['POST /api/pins/p2/approve'] = () =>
      failure(500, { error: 'Internal server error', code: 'internal' });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => text().includes('Error approving pin. Please try again.'), 'the first toast');
    expect(text()).toContain('That day is full');
    act(() => button('Approve', cards()[1]).click());
    await waitFor(
      () => (text().match(/Error approving pin\. Please try again\./g) ?? []).length === 2,
      'the second toast',
    );
    expect(text()).not.toContain('Internal server error');
    expect(cards()).toHaveLength(2);
  });

  it('asks in the app’s own dialog before deleting, then shows the empty state', async () => {
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, { pins: [pin('p1')] });
    page.routes['DELETE /api/pins/p1'] = () => answer(successResponse, { success: true });
    render();
    await waitFor(() => cards().length === 1, 'one pin card');
    act(() => button('Delete').click());
    const asked = confirmation('Are you sure you want to delete this pin?');
    expect(asked?.getAttribute('aria-modal')).toBe('true');
    act(() => button('Cancel', asked).click());
    await act(() => Promise.resolve());
    expect(confirmation('Are you sure you want to delete this pin?')).toBeUndefined();
    expect(page.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    act(() => button('Delete', cards()[0]).click());
    act(() => button('Delete pin', confirmation('Are you sure you want to delete this pin?')).click());
    await waitFor(() => text().includes('No pins to review'), 'the empty state');
    expect(document.querySelector('a[href="/boards"]')).not.toBeNull();
  });

  it('toasts the spec text when a delete fails', async () => {
    page.routes['DELETE /api/pins/p1'] = () =>
      failure(409, { error: 'Pin is not in review', code: 'conflict' });
    render();
    await waitFor(() => cards().length === 2, 'two pin cards');
    act(() => button('Delete', cards()[0]).click());
    act(() => button('Delete pin').click());
    await waitFor(() => text().includes('Error deleting pin. Please try again.'), 'the toast');
    expect(cards()).toHaveLength(2);
  });

  it("shows the 'Pin Image' placeholder for a pin without an image", async () => {
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, { pins: [pin('p1', { filepath: null })] });
    render();
    await waitFor(() => cards().length === 1, 'one pin card');
    expect(document.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Pin Image');
  });
});

describe('bulk approve', () => {
  const scheduled = (id: string, time: string) =>
    pin(id, { status: 'scheduled', scheduled_time: time, title: `Pin ${id}` });

  beforeEach(() => {
    page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
      answer(pinsResponse, { pins: [pin('p1'), pin('p2'), pin('p3')] });
  });

  it('selects pins with checkboxes and Select all, and says how many are chosen', async () => {
    render();
    await waitFor(() => cards().length === 3, 'three pin cards');
    const bulk = () =>
      Array.from(document.querySelectorAll('button')).find((b) =>
        /^Approve (\d+ )?selected$/.test(b.textContent?.trim() ?? ''),
      );
    expect(bulk()?.disabled).toBe(true);

    act(() => checkbox('Select Pin p2').click());
    expect(checkbox('Select Pin p2').checked).toBe(true);
    expect(bulk()?.textContent?.trim()).toBe('Approve 1 selected');
    expect(bulk()?.disabled).toBe(false);
    expect(checkbox('Select all').indeterminate).toBe(true);

    act(() => checkbox('Select all').click());
    expect(['p1', 'p2', 'p3'].every((id) => checkbox(`Select Pin ${id}`).checked)).toBe(true);
    expect(bulk()?.textContent?.trim()).toBe('Approve 3 selected');
    expect(checkbox('Select all').checked).toBe(true);

    act(() => checkbox('Select all').click());
    expect(['p1', 'p2', 'p3'].some((id) => checkbox(`Select Pin ${id}`).checked)).toBe(false);
    expect(bulk()?.disabled).toBe(true);
  });

  it('approves the chosen pins oldest first into the next free slots and says how many were scheduled', async () => {
    page.routes['POST /api/pins/bulk-approve'] = () =>
      json(
        200,
        bulkApprovePinsResponse.parse({
          approved: [
            scheduled('p1', '2026-07-15T07:00:00.000Z'),
            scheduled('p2', '2026-07-15T09:00:00.000Z'),
            scheduled('p3', '2026-07-15T11:00:00.000Z'),
          ],
          not_approved: [],
          notices: [],
        } satisfies BulkApprovePinsResponse),
      );
    render();
    await waitFor(() => cards().length === 3, 'three pin cards');
    act(() => checkbox('Select Pin p3').click());
    act(() => checkbox('Select Pin p1').click());
    act(() => checkbox('Select Pin p2').click());
    act(() => button('Approve 3 selected').click());
    await waitFor(() => text().includes('3 pins scheduled'), 'the result');
    expect(bodyOf('POST', '/api/pins/bulk-approve')).toEqual({ pin_ids: ['p1', 'p2', 'p3'] });
    await waitFor(() => text().includes('No pins to review'), 'the empty state');
  });

  it('keeps in review, with each reason, the pins that could not be approved', async () => {
    page.routes['POST /api/pins/bulk-approve'] = () => {
      page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
        answer(pinsResponse, { pins: [pin('p2'), pin('p3')] });
      return json(
        200,
        bulkApprovePinsResponse.parse({
          approved: [scheduled('p1', '2026-07-15T07:00:00.000Z')],
          not_approved: [
            {
              pin_id: 'p2',
              error:
                'Every day from today to 30 days ahead already has 5 pins. Delete or reschedule a pin to make room.',
            },
            {
              pin_id: 'p3',
              error: 'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
            },
          ],
          notices: [],
        } satisfies BulkApprovePinsResponse),
      );
    };
    render();
    await waitFor(() => cards().length === 3, 'three pin cards');
    act(() => checkbox('Select all').click());
    act(() => button('Approve 3 selected').click());
    await waitFor(() => text().includes('1 pin scheduled'), 'the result');
    await waitFor(() => cards().length === 2, 'the approved pin to leave');
    const result = document.querySelector('[aria-label="Pins left in review"]');
    expect(result?.textContent).toContain('2 pins were not approved');
    expect(result?.textContent).toContain('Pin p2');
    expect(result?.textContent).toContain('Every day from today to 30 days ahead already has 5 pins.');
    expect(result?.textContent).toContain('Pin p3');
    expect(result?.textContent).toContain('The scheduled time must be a valid date and time.');
    expect(text()).not.toContain('scheduled_time');
  });

  it('toasts the spec text when the whole call fails, and keeps every pin and the choice', async () => {
    page.routes['POST /api/pins/bulk-approve'] = () =>
      failure(500, { error: 'Internal server error', code: 'internal' });
    render();
    await waitFor(() => cards().length === 3, 'three pin cards');
    act(() => checkbox('Select all').click());
    act(() => button('Approve 3 selected').click());
    await waitFor(() => text().includes('Error approving pin. Please try again.'), 'the toast');
    expect(cards()).toHaveLength(3);
    expect(checkbox('Select all').checked).toBe(true);
  });
});
