// The steps from a generated pin to a scheduled one, shared by the journeys that follow a pin.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** In the generation result: 'Send to Review', then opens Review, where it is the only pin. */
export async function sendToReview(page: Page): Promise<void> {
  const result = page.getByRole('dialog', { name: 'Pin Generated Successfully!' });
  await result.waitFor({ timeout: 30_000 });
  await result.getByRole('button', { name: 'Send to Review' }).click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Review/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Review Pins' }).waitFor();
}

/**
 * On Review with one pin: gives it `local` ('YYYY-MM-DDTHH:MM' in the browser's zone) as its
 * time, approves it and opens the timeline. Answers the pin's title.
 */
export async function approveOnlyPinAt(page: Page, local: string): Promise<string> {
  const card = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
  await expect.poll(() => card.count()).toBe(1);
  const title = ((await card.locator('h2').textContent()) ?? '').trim();
  expect(title.length).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await card.getByLabel('Scheduled time', { exact: true }).fill(local);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByText('No pins to review').waitFor();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Schedule/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Schedule Timeline' }).waitFor();
  return title;
}
