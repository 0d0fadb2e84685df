// @vitest-environment jsdom
// The signed-in navigation (docs/product.md §2): the three steps in order, then Analytics (ADR 0042).
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mount } from '../../../test/mount';
import { MainNav } from './main-nav';

function linksAt(path: string) {
  const { host } = mount(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
  );
  return Array.from(host.querySelectorAll('a')).map((a) => ({
    name: a.textContent,
    href: a.getAttribute('href'),
    current: a.getAttribute('aria-current'),
  }));
}

describe('the main navigation', () => {
  it('lists Generate, Review and Schedule, then Analytics, which is current on /analytics', () => {
    expect(linksAt('/analytics')).toEqual([
      { name: '1Generate', href: '/boards', current: null },
      { name: '2Review', href: '/review', current: null },
      { name: '3Schedule', href: '/timeline', current: null },
      { name: 'Analytics', href: '/analytics', current: 'page' },
    ]);
  });

  it('marks the step the person is on', () => {
    expect(linksAt('/timeline').filter((link) => link.current === 'page')).toEqual([
      { name: '3Schedule', href: '/timeline', current: 'page' },
    ]);
  });
});
