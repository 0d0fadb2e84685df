// The public pages are prerendered at build time and hydrated: their content is
// there without JavaScript, the page works once its script runs, and a signed-in visitor of the
// landing page still goes to /dashboard (docs/product.md §2).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_WEB_ROOT } from '../../src/server/http/web-app';
import { launchBrowser, newPage } from './support/browser';
import { gzippedKilobytes, loadAndListScripts, PUBLIC_PAGE_JS_BUDGET_KB } from './support/page-scripts';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const HEADINGS: Record<string, string> = {
  '/': 'Fresh, on-brand pins for every board.',
  '/features': 'Compare every plan, side by side',
  '/about': 'We help creators show up on Pinterest, every day',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/login': 'Welcome back',
  '/signup': 'Create your free account',
  '/contact': 'How can we help?',
  '/demo': 'From board to published pin in six steps',
  '/help': 'Help and documentation',
  '/developers': 'Pinloom for developers',
  '/forgot-password': 'Reset your password',
};

describe('prerendered public pages', () => {
  it('show their content with JavaScript turned off', async () => {
    const page = await newPage(browser, baseURL, { javaScriptEnabled: false });
    for (const [path, heading] of Object.entries(HEADINGS)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').first().innerText(), path).toContain(heading);
    }
    // Any other page is the app, which needs its script.
    await page.goto('/admin/login');
    expect(await page.locator('h1').count()).toBe(0);
    expect(await page.locator('body').innerText()).toContain('Pinloom needs JavaScript to run.');
    await page.context().close();
  });

  it("answer an unknown address 404 with the 'Page Not Found' page, painted before its script and hydrated", async () => {
    const plain = await newPage(browser, baseURL, { javaScriptEnabled: false });
    for (const path of ['/no-such-page', '/pricing', '/boards/extra']) {
      const response = await plain.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await plain.locator('h1').innerText(), path).toBe('Page Not Found');
    }
    await plain.context().close();

    // A phone: the header's menu button works once the page has hydrated.
    const page = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The document's own 404 is what this page is for.
      if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe('Page Not Found — Pinloom');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: /menu/ }).click();
        return page.getByRole('button', { name: 'Close menu' }).count();
      })
      .toBe(1);
    await page.getByRole('button', { name: 'Close menu' }).click();
    // A signed-out visitor following 'Settings' is asked to sign in first.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    // Every page of the app's router is still a 200.
    for (const path of [
      '/dashboard',
      '/boards',
      '/review',
      '/timeline',
      '/settings',
      '/admin/login',
      '/help',
    ]) {
      const answer = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(200);
    }
    await page.context().close();
  });

  it(`load at most ${PUBLIC_PAGE_JS_BUDGET_KB} kB of gzipped JavaScript each, all of it until the network is idle`, async () => {
    const weights: Record<string, number> = {};
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/features',
      '/contact',
      '/about',
      '/terms',
      '/privacy',
      '/demo',
      '/forgot-password',
      '/help',
      '/developers',
      '/no-such-page',
    ]) {
      const page = await newPage(browser, baseURL);
      const scripts = await loadAndListScripts(page, path);
      expect(scripts.length, path).toBeGreaterThan(0);
      weights[path] = Math.round(gzippedKilobytes(DEFAULT_WEB_ROOT, scripts) * 10) / 10;
      await page.context().close();
    }
    const over = Object.entries(weights).filter(([, kB]) => kB > PUBLIC_PAGE_JS_BUDGET_KB);
    expect(over, JSON.stringify(weights)).toEqual([]);
  }, 180_000);

  it('hydrate every page without an error, the 404 page too', async () => {
    const problems: string[] = [];
    for (const path of [...Object.keys(HEADINGS), '/signup?plan=pro&billing=yearly', '/no-such-page']) {
      const page = await newPage(browser, baseURL);
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('console', (message) => {
        // The 404 page's own status is the one error a browser may log.
        if (message.type() === 'error' && !message.text().includes('404')) {
          problems.push(`${path}: ${message.text()}`);
        }
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('hydrate the landing page: its buttons work and nothing goes wrong', async () => {
    const page = await newPage(browser, baseURL);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    const pricing = page.locator('#pricing');
    expect(await pricing.innerText()).toContain('$19.99');
    await pricing.getByRole('radio', { name: /Yearly/ }).click();
    await pricing.getByText('$16.67').first().waitFor();
    await expect(pricing.locator('a[href="/signup?plan=starter&billing=yearly"]').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follow the query once hydrated: /signup?plan=pro offers the Pro trial', async () => {
    const page = await newPage(browser, baseURL);
    await page.goto('/signup?plan=pro&billing=yearly');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByRole('radio', { name: /Starter/ }).click();
    await page.waitForURL('**/signup?plan=starter&billing=yearly');
    await page.context().close();
  });

  it('never shift while a slow connection brings the text font, and the app preloads it too', async () => {
    for (const path of ['/login', '/']) {
      const page = await newPage(browser, baseURL);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      // About 300 kbit/s: the text font arrives after the first paint.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 40_000,
        uploadThroughput: 20_000,
      });
      await page.addInitScript(`
        window.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      `);
      await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
      expect(await page.evaluate('window.__shifts'), path).toBe(0);
      await page.context().close();
    }
    const appShell = await (await fetch(`${baseURL}/dashboard`, { headers: { accept: 'text/html' } })).text();
    expect(appShell).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/static\/media\/inter-latin-/,
    );
  }, 120_000);

  it('send a signed-in visitor of /, /login and /signup to /dashboard', async () => {
    const session = await registerViaApi('prerender');
    const page = await newPage(browser, baseURL);
    for (const path of ['/', '/login', '/signup']) {
      await openSignedIn(page, session, path);
      await page.waitForURL('**/dashboard');
      // The signed-in app: the header with the user's name (registerViaApi signs up Grace Hopper).
      await page.getByRole('banner').getByText('Grace Hopper').waitFor();
    }
    await page.context().close();
  });
});
