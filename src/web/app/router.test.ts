// @vitest-environment jsdom
// The server answers 404 for any address the router has no page at; it knows them
// from src/shared/page-routes.ts, so that list must be the router's, route for route.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_ROUTES } from '../../shared/page-routes';
import { routes } from './router';

/**
 * Every full path the route tree matches: each route with a path (a parent matches its own path
 * too) and each index route. The catch-all '*' is the 404 page, not a route.
 */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the page routes the server knows', () => {
  it("are the router's, no more and no fewer", () => {
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(pagePaths(routes))].sort());
  });

  it('match an address as the router does', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/boards')).toBe(true);
    expect(isPageRoute('/boards/')).toBe(true);
    expect(isPageRoute('/Dashboard')).toBe(true);
    expect(isPageRoute('/admin/users/7f1c2b')).toBe(true);
    expect(isPageRoute('/support/T-1042')).toBe(true);
    expect(isPageRoute('/admin/users/7f1c2b/more')).toBe(false);
    expect(isPageRoute('/support/')).toBe(true);
    expect(isPageRoute('/features/extra')).toBe(false);
    expect(isPageRoute('/pricing')).toBe(false);
    expect(isPageRoute('/no-such-page')).toBe(false);
  });
});
