// @vitest-environment jsdom
// The posting schedule card in jsdom with the real query client and toaster; only fetch (the
// server) is replaced. No native alert box is ever used.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { saveSettingsResponse, userSettingsDto } from '../../../../shared/api/schedule';
import { usageResponse } from '../../../../shared/api/settings';
import type { PlanName } from '../../../../shared/plans';
import { LOCKED_CONTROL } from '../../../components/ui/brand-colors-field';
import { answer, failure } from '../../../test/answers';
import { mount, withQueries } from '../../../test/mount';
import { typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { browserTimeZone } from '../utils/time-zones';
import { IMAGE_STYLE_HINT, LINK_SPACING_HINT, PostingScheduleCard } from './posting-schedule-card';

const saved: z.input<typeof userSettingsDto> = {
  posting_window_start: '09:00',
  posting_window_end: '20:00',
  image_style_default: '{"style":"vintage","brandColors":["#112233","#FFFFFF"]}',
  // A zone no test machine is in, so the browser's zone is always suggested.
  time_zone: 'Etc/GMT+12',
  link_spacing_hours: 48,
};
const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn();
let putAnswer: () => Response;
/** The plan in force of the tab's workspace, as its usage says. */
let plan: PlanName;
let container: HTMLElement;

function field<T extends HTMLElement>(name: string): T {
  const found = container.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`No field "${name}"`);
  return found;
}

/** Types into the time zone combobox and picks the first zone it offers, as a person would. */
function chooseTimeZone(query: string) {
  const combobox = container.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
  act(() => combobox.focus());
  typeInto(combobox, query);
  act(() => {
    combobox.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

function lastPutBody(): unknown {
  const found = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
}

beforeEach(() => {
  signInTestUser();
  putAnswer = () => answer(saveSettingsResponse, { success: true, message: 'Settings updated' });
  plan = 'starter';
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/user/usage') return answer(usageResponse, usage(plan));
    if (String(input) !== '/api/settings') return failure(404, { error: 'No route', code: 'not_found' });
    return init?.method === 'PUT' ? putAnswer() : answer(userSettingsDto, saved);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function render(props: Parameters<typeof PostingScheduleCard>[0] = {}) {
  container = mount(
    withQueries(
      <MemoryRouter>
        <PostingScheduleCard {...props} />
        <Toaster />
      </MemoryRouter>,
    ),
  ).host;
}

function usage(name: PlanName): z.input<typeof usageResponse> {
  return {
    plan: name,
    month: { used: 2, limit: 5, remaining: 3, resets_at: '2025-02-01T00:00:00.000Z' },
    day: { used: 0, limit: 1, remaining: 1, resets_at: '2025-01-02T00:00:00.000Z' },
    boards: { used: 1, limit: 1 },
    time_zone: 'Etc/GMT+12',
  };
}

afterEach(() => {
  fetchMock.mockReset();
  alertMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const toasts = () => Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) => t.textContent);
const problem = () => container.querySelector('[role="alert"]')?.textContent ?? null;

/** Renders the card and waits for the settings and the plan (the usage) to be read. */
async function loaded(props: Parameters<typeof PostingScheduleCard>[0] = {}) {
  render(props);
  await waitFor(() => container.querySelector('form') !== null, 'the settings form');
  await waitFor(
    () => fetchMock.mock.calls.some(([input]) => String(input) === '/api/user/usage'),
    'the usage call',
  );
  await act(async () => {});
}

function colorsFieldset(): HTMLFieldSetElement {
  const legend = Array.from(container.querySelectorAll('legend')).find(
    (l) => l.textContent === 'Brand colors',
  );
  const fieldset = legend?.closest('fieldset');
  if (!fieldset) throw new Error('No brand colors fieldset');
  return fieldset;
}

const hexValues = () =>
  Array.from(colorsFieldset().querySelectorAll<HTMLInputElement>('input[type="text"]')).map((i) => i.value);

function save() {
  act(() => container.querySelector('form')?.requestSubmit());
}

describe('the posting schedule card', () => {
  it('names its workspace, and below admin shows the settings disabled with the reason and no Save', async () => {
    const reason = 'Only an owner or admin of Client shop can change its posting schedule.';
    await loaded({ workspaceName: 'Client shop', lockedReason: reason });
    expect(container.querySelector('h2')?.textContent).toBe('Posting schedule of Client shop');
    expect(container.textContent).toContain(reason);
    expect(field<HTMLInputElement>('posting_window_start').value).toBe('09:00');
    expect(field<HTMLInputElement>('posting_window_start').closest('fieldset:disabled')).not.toBeNull();
    expect(field<HTMLInputElement>('link_spacing_hours').closest('fieldset:disabled')).not.toBeNull();
    expect(Array.from(container.querySelectorAll('button')).map((b) => b.textContent)).not.toContain(
      'Save Settings',
    );
  });

  it('shows the saved settings with the JSON hint, the colors in their own field', async () => {
    await loaded();
    expect(field<HTMLInputElement>('posting_window_start').value).toBe('09:00');
    expect(field<HTMLInputElement>('posting_window_start').type).toBe('time');
    expect(field<HTMLInputElement>('posting_window_end').value).toBe('20:00');
    expect(field<HTMLInputElement>('time_zone').value).toBe('Etc/GMT+12');
    expect(field<HTMLTextAreaElement>('image_style_default').value).toBe('{"style":"vintage"}');
    expect(container.textContent).toContain(IMAGE_STYLE_HINT);
    expect(colorsFieldset().disabled).toBe(false);
    expect(hexValues()).toEqual(['#112233', '#FFFFFF']);
    expect(field<HTMLInputElement>('link_spacing_hours').value).toBe('48');
    expect(container.textContent).toContain('Hours between pins with the same link');
    expect(container.textContent).toContain(LINK_SPACING_HINT);
  });

  it('saves every field and confirms', async () => {
    await loaded();
    typeInto(field('posting_window_start'), '08:00');
    typeInto(field('posting_window_end'), '18:00');
    chooseTimeZone('new york');
    typeInto(field('link_spacing_hours'), '0');
    save();
    await waitFor(() => toasts().some((text) => text?.includes('Settings saved successfully!')), 'the toast');
    expect(problem()).toBeNull();
    expect(lastPutBody()).toEqual({
      ...saved,
      posting_window_start: '08:00',
      posting_window_end: '18:00',
      time_zone: 'America/New_York',
      link_spacing_hours: 0,
    });
  });

  it('refuses hours that are not a whole number from 0 to 720 before sending them', async () => {
    await loaded();
    for (const typed of ['', '721', '1.5', '-2']) {
      typeInto(field('link_spacing_hours'), typed);
      save();
      expect(problem()).toBe(
        'Error: Hours between pins with the same link must be a whole number from 0 to 720',
      );
    }
    expect(lastPutBody()).toBeUndefined();
    typeInto(field('link_spacing_hours'), '72');
    save();
    await waitFor(() => lastPutBody() !== undefined, 'the save');
    expect(lastPutBody()).toMatchObject({ link_spacing_hours: 72 });
    expect(problem()).toBeNull();
  });

  it('saves the style with the colors picked on Starter', async () => {
    await loaded();
    const [first] = Array.from(colorsFieldset().querySelectorAll<HTMLInputElement>('input[type="text"]'));
    if (!first) throw new Error('No first color');
    typeInto(first, '#abcdef');
    save();
    await waitFor(() => lastPutBody() !== undefined, 'the save');
    expect(lastPutBody()).toMatchObject({
      image_style_default: '{"style":"vintage","brandColors":["#ABCDEF","#FFFFFF"]}',
    });
  });

  it('refuses a color listed twice before sending it', async () => {
    await loaded();
    const [first] = Array.from(colorsFieldset().querySelectorAll<HTMLInputElement>('input[type="text"]'));
    if (!first) throw new Error('No first color');
    typeInto(first, '#ffffff');
    save();
    expect(problem()).toMatch(/^Error: .*#FFFFFF/);
    expect(lastPutBody()).toBeUndefined();
  });

  it('locks the colors on Free, saying they are a Starter feature, and saves the defaults', async () => {
    plan = 'free';
    await loaded();
    // The usage's answer is read after the call went out: under load, more than one tick later.
    await waitFor(() => colorsFieldset().disabled, 'the colors locked by the Free plan');
    // Every swatch, hex value and remove button is disabled and looks it.
    const controls = Array.from(colorsFieldset().querySelectorAll('ul input, ul button'));
    expect(controls).toHaveLength(9);
    for (const control of controls) {
      expect(control.matches(':disabled')).toBe(true);
      expect(control.className).toContain(LOCKED_CONTROL);
    }
    expect(hexValues()).toEqual(['#E60023', '#FFFFFF', '#000000']);
    expect(colorsFieldset().textContent).toContain(
      'Brand colors are part of the Starter plan and above. Upgrade to Starter to use your own colors on your pins.',
    );
    const upgrade = Array.from(container.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Starter',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    save();
    await waitFor(() => lastPutBody() !== undefined, 'the save');
    expect(lastPutBody()).toMatchObject({
      image_style_default: '{"style":"vintage","brandColors":["#E60023","#FFFFFF","#000000"]}',
    });
  });

  it('sends text that is not JSON as it is: the hint is not a check', async () => {
    await loaded();
    const style = field<HTMLTextAreaElement>('image_style_default');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(style, 'not json');
      style.dispatchEvent(new Event('input', { bubbles: true }));
    });
    save();
    await waitFor(() => lastPutBody() !== undefined, 'the save');
    expect(lastPutBody()).toMatchObject({ image_style_default: 'not json' });
  });

  it("suggests the browser's time zone", async () => {
    await loaded();
    const zone = browserTimeZone();
    const use = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === `Use ${zone}`);
    act(() => use?.click());
    expect(field<HTMLInputElement>('time_zone').value).toBe(zone);
    expect(container.textContent).toContain('Matches this browser.');
  });

  it("shows the server's error, else the fallback", async () => {
    putAnswer = () =>
      failure(400, { error: 'Posting window start must be before its end', code: 'validation' });
    await loaded();
    save();
    await waitFor(() => problem() !== null, 'the first error');
    expect(problem()).toBe('Error: Posting window start must be before its end');
    // What was typed stays for the person to fix.
    expect(field<HTMLInputElement>('posting_window_start').value).toBe('09:00');

    putAnswer = () => new Response('', { status: 502 });
    save();
    await waitFor(() => problem() === 'Error saving settings. Please try again.', 'the second error');
    expect(alertMock).not.toHaveBeenCalled();
  });
});
