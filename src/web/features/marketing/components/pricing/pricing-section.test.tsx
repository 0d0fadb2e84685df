// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PricingSection } from './pricing-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

function linkHref(name: string): string | null {
  const found = [...container.querySelectorAll('a')].find((a) => a.textContent === name);
  return found?.getAttribute('href') ?? null;
}

describe('PricingSection', () => {
  it('starts on monthly prices and monthly signup links', () => {
    expect(button('Monthly').getAttribute('aria-pressed')).toBe('true');
    expect(button('Yearly').getAttribute('aria-pressed')).toBe('false');
    expect(container.textContent).toContain('$19.99/month');
    expect(linkHref('Choose Starter')).toBe('/signup?plan=starter&billing=monthly');
    expect(linkHref('Start for Free')).toBe('/signup?plan=free');
    expect(linkHref('Compare all features')).toBe('/features');
  });

  it('switches prices and signup links to yearly', () => {
    act(() => button('Yearly').click());

    expect(button('Yearly').getAttribute('aria-pressed')).toBe('true');
    expect(button('Monthly').getAttribute('aria-pressed')).toBe('false');
    expect(container.textContent).toContain('$16.67/month');
    expect(container.textContent).toContain('$199.99 billed yearly');
    expect(container.textContent).toContain('Save $39.89 a year');
    expect(linkHref('Choose Pro')).toBe('/signup?plan=pro&billing=yearly');
    expect(linkHref('Start for Free')).toBe('/signup?plan=free');
  });

  it('marks only the Starter plan as most popular', () => {
    const ribbons = [...container.querySelectorAll('article')].filter((card) =>
      card.textContent?.includes('Most Popular'),
    );
    expect(ribbons.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Starter']);
  });
});
