// @vitest-environment jsdom
// The admin console's tables: a caption, one header per column shown (hidden ones for screen
// readers only, numbers on the right), the caller's rows, and a focusable region to scroll in.
import { describe, expect, it } from 'vitest';
import { mount } from '../../../test/mount';
import { DataTable } from './data-table';

let host: HTMLElement;

function render(element: React.ReactNode) {
  const shown = mount(element);
  host = shown.host;
  return shown;
}

const headers = () =>
  [...host.querySelectorAll('thead th')].map((cell) => ({
    text: cell.textContent,
    scope: cell.getAttribute('scope'),
    right: cell.className.includes('text-right'),
    hidden: cell.querySelector('.sr-only') !== null,
  }));

describe('DataTable', () => {
  it('heads the rows with the columns shown, in order', () => {
    render(
      <DataTable
        caption="Customers"
        columns={[
          'Name',
          false,
          { header: 'Pins this month', alignEnd: true },
          { header: 'Actions', hidden: true, alignEnd: true },
        ]}
      >
        <tr>
          <td>Grace Hopper</td>
          <td>3</td>
          <td>
            <button type="button">Suspend</button>
          </td>
        </tr>
      </DataTable>,
    );
    expect(headers()).toEqual([
      { text: 'Name', scope: 'col', right: false, hidden: false },
      { text: 'Pins this month', scope: 'col', right: true, hidden: false },
      { text: 'Actions', scope: 'col', right: true, hidden: true },
    ]);
    expect(host.querySelector('caption')?.textContent).toBe('Customers');
    expect(host.querySelector('tbody')?.textContent).toBe('Grace Hopper3Suspend');
  });

  it('scrolls in a region keyboard users reach, named by its label or else its caption', () => {
    const { rerender } = render(
      <DataTable caption="Support tickets" label="Tickets" className="hidden md:block" columns={[]}>
        {null}
      </DataTable>,
    );
    const region = host.querySelector('section');
    expect(region?.getAttribute('aria-label')).toBe('Tickets');
    expect(region?.tabIndex).toBe(0);
    expect(region?.className).toContain('hidden md:block');
    rerender(
      <DataTable caption="Recent AI calls" variant="card" columns={[]}>
        {null}
      </DataTable>,
    );
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe('Recent AI calls');
  });

  it('has no scrolling region when stacked: phones get one card per row', () => {
    render(
      <DataTable caption="Change history" variant="stacked" columns={['When']}>
        {null}
      </DataTable>,
    );
    expect(host.querySelector('section')).toBeNull();
    expect(host.querySelector('[tabindex]')).toBeNull();
    expect(host.querySelector('table')?.className).toContain('md:table');
  });
});
