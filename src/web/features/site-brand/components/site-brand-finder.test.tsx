// @vitest-environment jsdom
// "Get my brand from my website" (ADR 0040): on Starter it asks the server about the typed address
// (https:// added), shows the proposed colors with their sources, the logo's preview and the fonts,
// and "Apply colors" replaces a brand colors field's colors; Enter never submits the form around
// it; a refusal shows the server's reason; on Free it shows the upgrade instead.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { usageResponse } from '../../../../shared/api/settings';
import { type BrandFromSite, brandFromSiteResponse } from '../../../../shared/api/site-brand';
import { planFeatureMessage } from '../../../../shared/plan-features';
import { type BrandColorRow, BrandColorsField, toColorRows } from '../../../components/ui/brand-colors-field';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { SiteBrandFinder } from './site-brand-finder';

const page = setUpPageTest();

const usage = (plan: 'free' | 'starter'): z.input<typeof usageResponse> => ({
  plan,
  month: { used: 0, limit: 100, remaining: 100, resets_at: '2025-02-01T00:00:00.000Z' },
  day: { used: 0, limit: 3, remaining: 3, resets_at: '2025-01-02T00:00:00.000Z' },
  boards: { used: 1, limit: 5 },
  time_zone: 'Europe/London',
});

// A 1×1 PNG: the preview the server sends, never the other site's address.
const PREVIEW =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const PROPOSAL: BrandFromSite = {
  colors: [
    { hex: '#E60023', source: 'theme_color', detail: '<meta name="theme-color">' },
    { hex: '#1F6FEB', source: 'css_variable', detail: '--brand-primary in /site.css' },
    { hex: '#2DA44E', source: 'logo', detail: 'https://example.com/logo.png' },
  ],
  logo: { url: 'https://example.com/logo.png', source: 'logo_image', preview_data_url: PREVIEW, svg: null },
  fonts: [
    { family: 'Inter', bundled_font_id: 'inter' },
    { family: 'Lora', bundled_font_id: null },
  ],
  site: { url: 'https://example.com/', title: 'Example Shop' },
  message: null,
};

/** A brand colors field with the finder under it, as the board form and Settings wire them. */
function Field({ onSubmit }: { onSubmit: () => void }) {
  const [colors, setColors] = useState<BrandColorRow[]>(() => toColorRows(['#000000']));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <BrandColorsField
        colors={colors}
        onChange={setColors}
        suggester={(apply) => <SiteBrandFinder onApplyColors={apply} />}
      />
    </form>
  );
}

let submitted = 0;
function show(plan: 'free' | 'starter') {
  submitted = 0;
  page.routes['GET /api/user/usage'] = () => answer(usageResponse, usage(plan));
  page.render([{ path: '/', element: <Field onSubmit={() => (submitted += 1)} /> }], '/');
}

const text = () => document.body.textContent ?? '';
const addressField = () =>
  document.querySelector<HTMLInputElement>('input[placeholder="https://example.com"]');
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.includes(name));
const hexValues = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[aria-label$="hex value"]')).map(
    (input) => input.value,
  );
const brandCalls = () =>
  page.fetchMock.mock.calls.filter(([address]) => String(address) === '/api/brand/from-site');

async function ask(address: string) {
  await waitFor(() => addressField() !== null, 'the address field');
  const field = addressField();
  if (!field) throw new Error('no address field');
  typeInto(field, address);
  button('Get my brand')?.click();
  await waitFor(() => brandCalls().length === 1, 'the proposal to be asked for');
}

describe('Get my brand from my website', () => {
  it('shows the proposal and Apply colors replaces the field’s colors', async () => {
    page.routes['POST /api/brand/from-site'] = () => answer(brandFromSiteResponse, PROPOSAL);
    show('starter');
    await ask('example.com');
    expect(JSON.parse(String(brandCalls()[0]?.[1]?.body))).toEqual({ url: 'https://example.com' });
    await waitFor(() => text().includes('#1F6FEB'), 'the proposed colors');
    expect(text()).toContain('Theme color');
    expect(text()).toContain('CSS variable');
    expect(document.querySelector('img[alt="Logo of Example Shop"]')?.getAttribute('src')).toBe(PREVIEW);
    expect(text()).toContain('Inter · Pinloom has it');
    expect(text()).toContain('Lora · not in Pinloom');

    button('Apply colors')?.click();
    await waitFor(() => hexValues().length === 3, 'the applied colors');
    expect(hexValues()).toEqual(['#E60023', '#1F6FEB', '#2DA44E']);
    expect(text()).toContain('Applied to your brand colors. Save to keep them.');
    expect(submitted).toBe(0);
  });

  it('runs on Enter without submitting the form around it', async () => {
    page.routes['POST /api/brand/from-site'] = () => answer(brandFromSiteResponse, PROPOSAL);
    show('starter');
    await waitFor(() => addressField() !== null, 'the address field');
    const field = addressField();
    if (!field) throw new Error('no address field');
    typeInto(field, 'https://example.com/');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await waitFor(() => brandCalls().length === 1, 'the proposal to be asked for');
    await waitFor(() => text().includes('#E60023'), 'the proposal');
    expect(submitted).toBe(0);
  });

  it('says what the server refused', async () => {
    page.routes['POST /api/brand/from-site'] = () =>
      failure(400, { error: 'The website must point to a public address', code: 'validation_error' });
    show('starter');
    await ask('http://10.0.0.1/');
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'The website must point to a public address',
    );
  });

  it('on Free shows the upgrade and asks nothing', async () => {
    show('free');
    await waitFor(() => text().includes(planFeatureMessage('brand_from_site')), 'the upgrade');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (link) => link.textContent === 'Upgrade to Starter' && link.closest('section') !== null,
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(addressField()).toBeNull();
    expect(brandCalls()).toEqual([]);
  });
});
