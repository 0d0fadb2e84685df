// @vitest-environment jsdom
// The contact page's promises: 'Read the documentation' opens a real help page (not the
// pricing table), and the live chat card says honestly how to reach a person.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RenderedPage, renderPage, waitFor } from '../../../test/page-harness';
import ContactPage from './contact-page';
import HelpPage from './help-page';

let page: RenderedPage | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

const routes = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/help', element: <HelpPage /> },
];
const text = () => document.body.textContent ?? '';

describe('help from the contact page', () => {
  it('leads from Read the documentation to a help page with every topic', async () => {
    page = renderPage(routes, '/contact');
    await waitFor(() => text().includes('Read the documentation'), 'the contact cards');
    const link = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Read the documentation',
    );
    expect(link?.getAttribute('href')).toBe('/help');
    act(() => link?.click());
    await waitFor(
      () => document.querySelector('h1')?.textContent === 'Help and documentation',
      'the help page',
    );
    const topics = Array.from(document.querySelectorAll('article h2')).map((h) => h.textContent);
    expect(topics).toEqual([
      '1. Getting started',
      '2. Boards',
      '3. Generating pins',
      '4. Reviewing and scheduling',
      '5. Pinterest',
      '6. Plans and limits',
      '7. Support by plan',
    ]);
    // Limits come from the plan catalogue, with the thousands separator.
    expect(text()).toContain('1,000 pins a month, 30 a day, unlimited boards');
    // The first-response targets (ADR 0033), as the admin console measures them.
    for (const target of [
      'Free: email support, a first answer within 48 hours',
      'Starter: priority email support, a first answer within 24 hours',
      'Pro: priority support, a first answer within 12 hours',
      'Enterprise: phone support, a first answer within 4 hours',
    ]) {
      expect(text()).toContain(target);
    }
    expect(text()).toContain('boards:write');
    // What each plan gets of the brand features, as the server sells them (PLAN_FEATURES).
    const brand = Array.from(
      document.querySelectorAll('ul[aria-label="Brand features by plan"] li'),
      (li) => li.textContent,
    );
    expect(brand).toEqual([
      'Starter: brand colors, brand from your website.',
      'Pro: everything above, plus brand kit with fonts, logo and footer.',
      'Enterprise: everything above, plus several named brand kits, uploaded fonts (TTF, OTF, WOFF), template locking.',
    ]);
  });

  it('describes the live chat panel and its offline fallback, and says how to reach a person', async () => {
    page = renderPage(routes, '/contact');
    await waitFor(() => text().includes('Live Chat'), 'the chat card');
    expect(text()).toContain('Press “Chat with us” at the bottom right of any page to talk to a person live');
    const email = Array.from(document.querySelectorAll('a')).find((a) =>
      a.textContent?.includes('Email a person'),
    );
    expect(email?.getAttribute('href')).toMatch(/^mailto:support@pinloom\.app/);
    expect(text()).not.toMatch(/chat is staffed/i);
  });
});
