// @vitest-environment jsdom
// An allowance as a meter: counts with thousands separators, the unit in the singular for one,
// and, over the allowance, why.
import { describe, expect, it } from 'vitest';
import { mount } from '../../test/mount';
import { UsageMeter } from './usage-meter';

const render = (element: React.ReactNode) => mount(element).host;

describe('UsageMeter', () => {
  it('writes counts with thousands separators', () => {
    const shown = render(<UsageMeter label="Pins this month" used={3} limit={1000} />);
    expect(shown.textContent).toContain('3 of 1,000 pins');
    expect(shown.querySelector('[role="meter"]')?.getAttribute('aria-label')).toBe(
      'Pins this month: 3 of 1,000 pins used',
    );
  });

  it('says one pin and one board in the singular', () => {
    const shown = render(
      <>
        <UsageMeter label="Pins today" used={0} limit={1} />
        <UsageMeter label="Boards" used={1} limit={1} unit={{ one: 'board', other: 'boards' }} />
      </>,
    );
    expect(shown.textContent).toContain('0 of 1 pin');
    expect(shown.textContent).not.toContain('1 pins');
    expect(shown.textContent).toContain('1 of 1 board');
    expect(shown.textContent).not.toContain('1 boards');
  });

  it('says why when more is used than the allowance', () => {
    const shown = render(
      <UsageMeter
        label="Pins today"
        used={11}
        limit={8}
        overNote="Your plan changed today; you can generate again tomorrow."
      />,
    );
    expect(shown.textContent).toContain('11 of 8 pins');
    expect(shown.textContent).toContain('Your plan changed today; you can generate again tomorrow.');
    const meter = shown.querySelector('[role="meter"]');
    expect(meter?.getAttribute('aria-describedby')).toBe(shown.querySelector('p[id]')?.id);
  });
});
