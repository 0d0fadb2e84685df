// @vitest-environment jsdom
// A timeline pin's destination link: shown as its host, edited in the app's own dialog with the
// shared rules (nothing typed lost on a refusal), cleared when emptied.
import { describe, expect, it } from 'vitest';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import { answer, failure } from '../../../test/answers';
import {
  buttonIn,
  calls,
  click,
  dialog,
  expectNoNativeDialogs,
  pin,
  routes,
  section,
  serverUpdate,
  setTimeline,
  showTimeline,
  standard,
  typeInto,
  waitFor,
} from './timeline-page.fixture';

const card = () => section('Tomorrow').querySelector('article') as HTMLElement;
const sentBody = () => JSON.parse(String(calls('PUT', '/api/pins/t1').at(-1)?.[1]?.body)) as Partial<Pin>;

function answerWithBody() {
  routes['PUT /api/pins/t1'] = (init) => {
    const { link } = JSON.parse(String(init?.body)) as { link: string | null };
    return answer(pinResponse, { pin: serverUpdate(pin('t1', '2026-11-24T14:30:00.000Z', { link })) });
  };
}

describe('a pin’s link on the timeline', () => {
  it('shows the link’s host, opening the page in a new tab without a referrer', async () => {
    const timeline = standard();
    const tomorrow = timeline.days.find((day) => day.pins.some((p) => p.id === 't1'));
    const first = tomorrow?.pins[0];
    if (first) first.link = 'https://www.recipes.example/soup?x=1';
    setTimeline(timeline);
    await showTimeline();
    const shown = card().querySelector<HTMLAnchorElement>('a[rel="noopener noreferrer nofollow"]');
    expect(shown?.textContent).toBe('recipes.example');
    expect(shown?.href).toBe('https://www.recipes.example/soup?x=1');
    expect(shown?.target).toBe('_blank');
    const other = section('Tomorrow').querySelectorAll('article')[1];
    expect(other?.querySelector('a[rel~="nofollow"]')).toBeNull();
  });

  it('refuses a bad link in the dialog, keeps it, then saves it normalised', async () => {
    answerWithBody();
    await showTimeline();
    click(buttonIn(card(), 'Edit link of Pin t1'));
    const box = dialog() as HTMLElement;
    expect(box.textContent).toContain('Pin link');
    const field = box.querySelector<HTMLInputElement>('input[name="link"]') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    for (const [typed, message] of [
      ['file:///etc/passwd', 'Link must start with http:// or https://'],
      ['https://a:b@recipes.example/', 'Link must not contain a user name or password'],
    ] as const) {
      typeInto(field, typed);
      click(buttonIn(box, 'Save link'));
      expect(box.querySelector('[role="alert"]')?.textContent).toBe(message);
      expect(field.value).toBe(typed);
    }
    expect(calls('PUT', '/api/pins/t1')).toHaveLength(0);
    typeInto(field, 'HTTPS://Recipes.Example/Soup');
    click(buttonIn(box, 'Save link'));
    await waitFor(() => dialog() === null, 'the dialog closed');
    expect(sentBody()).toEqual({ link: 'https://recipes.example/Soup' });
    await waitFor(
      () => card().querySelector('a[rel~="nofollow"]')?.textContent === 'recipes.example',
      'shown',
    );
    expectNoNativeDialogs();
  });

  it('clears the link when the field is emptied, and says a server refusal inside the dialog', async () => {
    routes['PUT /api/pins/t1'] = () =>
      failure(409, {
        error: 'This pin is being published right now and cannot be edited.',
        code: 'conflict',
      });
    await showTimeline();
    click(buttonIn(card(), 'Edit link of Pin t1'));
    const box = dialog() as HTMLElement;
    typeInto(box.querySelector('input[name="link"]') as HTMLInputElement, 'https://recipes.example/');
    click(buttonIn(box, 'Save link'));
    await waitFor(() => box.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(box.querySelector('[role="alert"]')?.textContent).toBe(
      'This pin is being published right now and cannot be edited.',
    );
    expect((box.querySelector('input[name="link"]') as HTMLInputElement).value).toBe(
      'https://recipes.example/',
    );

    answerWithBody();
    typeInto(box.querySelector('input[name="link"]') as HTMLInputElement, '');
    click(buttonIn(box, 'Save link'));
    await waitFor(() => dialog() === null, 'the dialog closed');
    expect(sentBody()).toEqual({ link: null });
  });
});
