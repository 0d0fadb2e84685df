// @vitest-environment jsdom
// The admin console's tables: a caption, one header per column shown (hidden ones for screen
// readers only, numbers on the right), the caller's rows, and a focusable region to scroll in.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;

function render(element: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(element));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

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
          { header: 'Name' },
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
    render(
      <DataTable caption="Support tickets" label="Tickets" className="hidden md:block" columns={[]}>
        {null}
      </DataTable>,
    );
    const region = host.querySelector('section');
    expect(region?.getAttribute('aria-label')).toBe('Tickets');
    expect(region?.tabIndex).toBe(0);
    expect(region?.className).toContain('hidden md:block');
    act(() =>
      root?.render(
        <DataTable caption="Recent AI calls" variant="card" columns={[]}>
          {null}
        </DataTable>,
      ),
    );
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe('Recent AI calls');
  });

  it('has no scrolling region when stacked: phones get one card per row', () => {
    render(
      <DataTable caption="Change history" variant="stacked" columns={[{ header: 'When' }]}>
        {null}
      </DataTable>,
    );
    expect(host.querySelector('section')).toBeNull();
    expect(host.querySelector('[tabindex]')).toBeNull();
    expect(host.querySelector('table')?.className).toContain('md:table');
  });
});
