// axe-core in the browser: the serious and critical accessibility findings on a page as it stands.
// axe goes in as an inline script, which the app's strict CSP rightly blocks, so the page must be
// opened with `newPage(browser, baseURL, { bypassCSP: true })`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The app-wide toaster: axe measures toasts mid fade-in, at part opacity, and they are not the page's. */
export const TOASTER = '[data-sonner-toaster]';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Each serious or critical violation as "rule: help (where)", none when the page passes; the
 * elements matching `exclude` (CSS selectors) are left out.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { exclude?: readonly string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const exclude = (options.exclude ?? []).map((selector) => [selector]);
  const violations = (await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(excluded.length > 0 ? { exclude: excluded } : document)).violations;
  }, exclude)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
