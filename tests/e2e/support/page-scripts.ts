// The JavaScript a page loads, as the browser saw it: every script from the first
// byte until the network is idle, lazy chunks and idle-time fetches included, weighed gzipped.
// Used by the public pages' weight test (public-pages.e2e.ts) and benchmark (bench/public-pages.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The budget of every public page: gzipped JavaScript, all of it. */
export const PUBLIC_PAGE_JS_BUDGET_KB = 90;

export interface PageScript {
  /** The script's path, e.g. /static/js/public-login-C-yuNFGq.js. */
  path: string;
  /** Asked for before the page's `load` event. */
  beforeLoad: boolean;
}

/**
 * Opens `path` and waits until the network is idle, and then a little longer: an idle-time fetch
 * (requestIdleCallback, up to 2 s after load) counts too. Returns every script the page fetched.
 */
export async function loadAndListScripts(page: Page, path: string): Promise<PageScript[]> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500);
  await page.waitForLoadState('networkidle');
  // A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
  return page.evaluate(`(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const loadStart = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : Infinity;
    return performance.getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, beforeLoad: entry.startTime < loadStart }))
      .filter((entry) => entry.path.endsWith('.js'));
  })()`);
}

/**
 * Gzipped kilobytes (1,024 bytes) of the scripts, each counted once, from the files in `webRoot`:
 * the .gz the build wrote beside each, or the file gzipped here (the build leaves files under
 * 1 kB as they are). Chromium may be sent brotli, smaller still; the budget is gzip's.
 */
export function gzippedKilobytes(webRoot: string, scripts: PageScript[]): number {
  const paths = new Set(scripts.map((script) => script.path));
  let bytes = 0;
  for (const urlPath of paths) {
    const file = path.join(webRoot, urlPath);
    bytes += existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}
