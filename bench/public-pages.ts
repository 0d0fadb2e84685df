// The public pages as a visitor's Chromium loads them (issues 15 §2 and 25 §7), from the production
// build (built here when its sources changed since the last build, as npm start does) served by a
// real server: per page, the gzipped JavaScript it loads in all, every script until the network is
// idle (lazy chunks and idle-time fetches included: the target, at most 90 kB each) and of that
// before `load`, the first contentful paint with JavaScript on and off (off: painted from the
// prerendered HTML alone), and the cumulative layout shift through hydration: the page's CLS less
// that of the same page with its scripts refused (web fonts swapping in shift some pages a little,
// scripts or not).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_WEB_ROOT } from '../src/server/http/web-app';
import { PUBLIC_PAGES } from '../src/shared/public-pages';
import { launchBrowser } from '../tests/e2e/support/browser';
import {
  gzippedKilobytes,
  loadAndListScripts,
  PUBLIC_PAGE_JS_BUDGET_KB,
} from '../tests/e2e/support/page-scripts';
import { startBenchServer, writeResults } from './support';

const RUNS = 3;
/** Every public page, and an address with no page: the prerendered 'Page Not Found' (404). */
const PAGE_PATHS = [...PUBLIC_PAGES.map((page) => page.path), '/no-such-page'];

interface PageFigures {
  path: string;
  /** Gzipped kB of every script fetched until the network is idle: the target. */
  jsGzipKbAll: number;
  /** Of those, the scripts fetched before `load`: what the page needs to hydrate. */
  jsGzipKbAtLoad: number;
  scripts: number;
  fcpMs: number;
  fcpWithoutJsMs: number | null;
  cls: number;
  /** The same page with its scripts refused: shifts of the HTML, styles and web fonts alone. */
  clsWithoutScripts: number;
}

/** The web app built from the sources as they are (as npm start has it); always with BENCH_BUILD=1. */
function ensureBuilt(): void {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'build/build-web.ts', ...(process.env.BENCH_BUILD === '1' ? [] : ['--if-changed'])],
    { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the web build failed');
}

/** Layout shifts from the first byte on, read by the page itself (buffered observer). */
const OBSERVE_LAYOUT_SHIFTS = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The page's first contentful paint (it may come just after `load`: asked again for up to 5 s), or NaN. */
async function firstContentfulPaint(page: Page): Promise<number> {
  // Asked from here, not polled in the page: a page without JavaScript runs no timers of ours.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const paint = await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null",
    );
    if (typeof paint === 'number') return paint;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.NaN;
}

async function measureOnce(browser: Browser, baseURL: string, pagePath: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LAYOUT_SHIFTS);
  // Until the network is idle and a while after: a late shift (an idle-time answer) counts too.
  const scripts = await loadAndListScripts(page, pagePath);
  const fcpMs = await firstContentfulPaint(page);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();

  // Which shifts are hydration's: the page again with the app's scripts refused (the observer is
  // the browser's own init script, not one of them).
  const noScripts = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const bare = await noScripts.newPage();
  await bare.addInitScript(OBSERVE_LAYOUT_SHIFTS);
  await bare.route('**/static/js/**', (route) => route.abort());
  await bare.goto(pagePath, { waitUntil: 'load' });
  await bare.waitForTimeout(1_000);
  const clsWithoutScripts = await bare.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await noScripts.close();

  const withoutJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await withoutJs.newPage();
  await plain.goto(pagePath, { waitUntil: 'load' });
  // Paint timing is the browser's own; it is recorded without any script of the page.
  const fcpWithoutJsMs = await firstContentfulPaint(plain).catch(() => Number.NaN);
  await withoutJs.close();

  return {
    jsGzipKbAll: gzippedKilobytes(DEFAULT_WEB_ROOT, scripts),
    jsGzipKbAtLoad: gzippedKilobytes(
      DEFAULT_WEB_ROOT,
      scripts.filter((script) => script.beforeLoad),
    ),
    scripts: new Set(scripts.map((script) => script.path)).size,
    fcpMs,
    fcpWithoutJsMs: Number.isNaN(fcpWithoutJsMs) ? null : fcpWithoutJsMs,
    cls,
    clsWithoutScripts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export async function benchPublicPages(): Promise<PageFigures[]> {
  ensureBuilt();
  const server = await startBenchServer({ webRoot: DEFAULT_WEB_ROOT });
  const browser = await launchBrowser();
  const rows: PageFigures[] = [];
  try {
    for (const pagePath of PAGE_PATHS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, server.url, pagePath));
      const first = runs[0];
      if (!first) continue;
      const fcpWithoutJs = runs.map((r) => r.fcpWithoutJsMs).filter((v): v is number => v !== null);
      rows.push({
        path: pagePath,
        jsGzipKbAll: round(first.jsGzipKbAll),
        jsGzipKbAtLoad: round(first.jsGzipKbAtLoad),
        scripts: first.scripts,
        fcpMs: round(median(runs.map((r) => r.fcpMs)), 0),
        fcpWithoutJsMs: fcpWithoutJs.length ? round(median(fcpWithoutJs), 0) : null,
        cls: round(Math.max(...runs.map((r) => r.cls)), 4),
        clsWithoutScripts: round(Math.max(...runs.map((r) => r.clsWithoutScripts)), 4),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }

  console.log(
    '\npublic pages: prerendered HTML, hydrated (Chromium, median of 3 loads; CLS the worst; ' +
      'JS gz all = every script until the network is idle)',
  );
  console.table(
    rows.map((row) => ({
      page: row.path,
      'JS gz all (kB)': row.jsGzipKbAll,
      target: `≤ ${PUBLIC_PAGE_JS_BUDGET_KB}`,
      met: row.jsGzipKbAll <= PUBLIC_PAGE_JS_BUDGET_KB ? 'yes' : 'NO',
      'at load (kB)': row.jsGzipKbAtLoad,
      scripts: row.scripts,
      'FCP (ms)': row.fcpMs,
      'FCP no JS (ms)': row.fcpWithoutJsMs ?? 'none',
      CLS: row.cls,
      'CLS of hydration': round(Math.max(0, row.cls - row.clsWithoutScripts), 4),
    })),
  );
  const heaviest = rows.reduce((top, row) => (row.jsGzipKbAll > top.jsGzipKbAll ? row : top));
  console.log(
    `targets: every page ≤ ${PUBLIC_PAGE_JS_BUDGET_KB} kB of gzipped JS in all ` +
      `(${rows.every((r) => r.jsGzipKbAll <= PUBLIC_PAGE_JS_BUDGET_KB) ? 'met' : 'MISSED'}; heaviest ${heaviest.path} ${heaviest.jsGzipKbAll} kB); ` +
      `first paint from the HTML (FCP without JS on every page: ${rows.every((r) => r.fcpWithoutJsMs !== null) ? 'yes' : 'NO'}); ` +
      `CLS 0 through hydration (worst ${Math.max(...rows.map((r) => round(Math.max(0, r.cls - r.clsWithoutScripts), 4)))}; ` +
      `worst with fonts and all ${Math.max(...rows.map((r) => r.cls))})`,
  );
  const file = writeResults('public-pages', {
    measuredAt: new Date().toISOString(),
    runsPerPage: RUNS,
    targets: {
      jsGzipKbAll: PUBLIC_PAGE_JS_BUDGET_KB,
      cls: 0,
      fcp: 'painted from the prerendered HTML',
    },
    pages: rows,
  });
  console.log(`wrote ${file}`);
  return rows;
}
