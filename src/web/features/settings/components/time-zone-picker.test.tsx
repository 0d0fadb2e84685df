// @vitest-environment jsdom
// The time zone picker of Settings: a combobox with a listbox (ARIA 1.2), searchable, grouped by
// region with UTC offsets, used with the keyboard alone or the mouse.
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/mount';
import { TimeZonePicker } from './time-zone-picker';

const ZONES = ['America/New_York', 'Asia/Kolkata', 'Europe/London', 'Europe/Paris', 'UTC'];
let container: HTMLElement;
const changes: string[] = [];

function Harness() {
  const [zone, setZone] = useState('Europe/London');
  return (
    <form>
      <TimeZonePicker
        label="Time zone"
        name="time_zone"
        value={zone}
        zones={ZONES}
        browserZone="Europe/Paris"
        onChange={(next) => {
          changes.push(next);
          setZone(next);
        }}
      />
      <button type="button">After</button>
    </form>
  );
}

beforeEach(() => {
  // Offsets are read at the browser's now: January, when Paris is UTC+01:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
  Element.prototype.scrollIntoView = vi.fn();
  container = mount(<Harness />).host;
});

afterEach(() => {
  changes.length = 0;
  vi.useRealTimers();
});

const combobox = () => container.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
const listbox = () => container.querySelector('[role="listbox"]');
const options = () => Array.from(container.querySelectorAll<HTMLElement>('[role="option"]'));
const active = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function key(name: string, extra: KeyboardEventInit = {}) {
  act(() => {
    combobox().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, ...extra }));
  });
}

function typeQuery(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(combobox(), text);
    combobox().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the time zone picker', () => {
  it('is a labelled combobox showing the chosen zone, its list closed', () => {
    const input = combobox();
    const label = container.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).toBe('Time zone');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.value).toBe('London (Europe/London), UTC+00:00');
    expect(listbox()).toBeNull();
    // The form still sends the zone's IANA name.
    expect(container.querySelector<HTMLInputElement>('input[name="time_zone"]')?.value).toBe('Europe/London');
  });

  it('opens grouped by region, with offsets, and the chosen zone selected', () => {
    key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox()?.id);
    const groups = Array.from(container.querySelectorAll('[role="group"]')).map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(groups).toEqual(['UTC', 'Americas', 'Asia', 'Europe']);
    const selected = options().filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected.map((option) => option.textContent)).toEqual(['LondonEurope/LondonUTC+00:00']);
    expect(active()).toBe(selected[0]);
    // The browser's own zone says so.
    expect(options().find((option) => option.textContent?.includes('Paris'))?.textContent).toContain(
      'this browser',
    );
  });

  it('filters as one types, and Enter picks the highlighted zone', () => {
    act(() => combobox().focus());
    typeQuery('kolk');
    expect(options().map((option) => option.textContent)).toEqual(['KolkataAsia/KolkataUTC+05:30']);
    expect(active()?.textContent).toContain('Kolkata');
    key('Enter');
    expect(changes).toEqual(['Asia/Kolkata']);
    expect(listbox()).toBeNull();
    expect(combobox().value).toBe('Kolkata (Asia/Kolkata), UTC+05:30');
  });

  it('finds zones by offset, moves with the arrow keys, and says when nothing matches', () => {
    act(() => combobox().focus());
    typeQuery('UTC+1');
    expect(options().map((option) => option.textContent?.split('Europe/')[0])).toEqual(['Paris']);
    typeQuery('europe');
    expect(active()?.textContent).toContain('London');
    key('ArrowDown');
    expect(active()?.textContent).toContain('Paris');
    key('ArrowDown');
    expect(active()?.textContent).toContain('Paris');
    key('ArrowUp');
    expect(active()?.textContent).toContain('London');
    typeQuery('atlantis');
    expect(options()).toEqual([]);
    expect(container.textContent).toContain('No time zone matches “atlantis”');
  });

  it('Escape closes without changing the zone, and puts its name back', () => {
    act(() => combobox().focus());
    typeQuery('paris');
    key('Escape');
    expect(listbox()).toBeNull();
    expect(changes).toEqual([]);
    expect(combobox().value).toBe('London (Europe/London), UTC+00:00');
  });

  it('picks a zone with the mouse', () => {
    key('ArrowDown');
    const paris = options().find((option) => option.textContent?.includes('Paris')) as HTMLElement;
    act(() => {
      paris.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
      paris.click();
    });
    expect(changes).toEqual(['Europe/Paris']);
    expect(listbox()).toBeNull();
  });
});
