// @vitest-environment jsdom
// Settings → Brand (ADR 0039): below Pro the page is locked with the way to upgrade; on Pro the
// one kit is edited and saved, its logo uploaded as the image itself with the server's refusal
// shown; on Enterprise another named kit is added.
import { describe, expect, it } from 'vitest';
import { type BrandKit, brandKitResponse, brandKitsResponse } from '../../../../shared/api/brand-kits';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { BrandPage } from './brand-page';

const page = setUpPageTest();
const show = (canEdit = true) =>
  page.render([{ path: '/settings/brand', element: <BrandPage canEdit={canEdit} /> }], '/settings/brand');
const text = () => document.body.textContent ?? '';
const buttons = () => Array.from(document.querySelectorAll('button')).map((button) => button.textContent);
const calls = (method: string, path: string) =>
  page.fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === method);

const KIT: BrandKit = {
  id: '7d4b8f0e-3c2a-4e1b-9f6d-5a4b3c2d1e0f',
  name: 'Garden Co',
  colors: ['#2F5D50', '#F4E9D8'],
  heading_font: { font: 'montserrat', weight: 700 },
  body_font: null,
  logo_url: null,
  footer: { enabled: false, text: '', position: 'bottom-center', opacity: 0.8 },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const kitPath = `/api/brand-kits/${KIT.id}`;

describe('the Brand page', () => {
  it('below Pro: says Brand kits are part of Pro, with Upgrade to Pro, and nothing to create', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: [], can_edit: false, can_have_several: false });
    show();
    await waitFor(() => text().includes('Brand kits are part of the Pro plan'), 'the plan message');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Pro',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(buttons()).not.toContain('Create your brand kit');
  });

  it('on Pro: shows the kit with its font sample, saves a change and shows a refused logo', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: [KIT], can_edit: true, can_have_several: false });
    page.routes[`PUT ${kitPath}`] = (init) =>
      answer(brandKitResponse, { brand_kit: { ...KIT, ...JSON.parse(String(init?.body)) } });
    page.routes[`PUT ${kitPath}/logo`] = () =>
      failure(400, { code: 'validation_error', error: 'logo must not contain a <script> element' });
    show();
    await waitFor(() => buttons().includes('Save brand kit'), 'the kit form');
    const sample = document.querySelector<HTMLElement>('[data-testid="Heading font sample"]');
    expect(sample?.style.fontFamily).toContain('Montserrat');
    expect(sample?.textContent).toBe('Garden Co');
    // The face is fetched when the sample first shows it, and the sample says when it is drawn in it.
    await waitFor(() => sample?.dataset.fontLoaded === 'true', 'the heading face loaded');
    expect(buttons()).not.toContain('Delete brand kit');

    const footerText = document.querySelector<HTMLInputElement>('input[placeholder="yoursite.com"]');
    if (!footerText) throw new Error('no footer text field');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(footerText, 'gardenco.example');
    footerText.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    document.querySelector<HTMLFormElement>('form[aria-label="Brand kit Garden Co"]')?.requestSubmit();
    await waitFor(() => calls('PUT', kitPath).length === 1, 'the PUT');
    const sent = JSON.parse(String(calls('PUT', kitPath)[0]?.[1]?.body));
    expect(sent.footer).toEqual({
      enabled: true,
      text: 'gardenco.example',
      position: 'bottom-center',
      opacity: 0.8,
    });
    expect(sent.heading_font).toEqual({ font: 'montserrat', weight: 700 });

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no logo input');
    const file = new File(['<svg><script/></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => text().includes('logo must not contain a <script> element'), 'the refusal');
    const init = calls('PUT', `${kitPath}/logo`)[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('image/svg+xml');
    expect(init?.body).toBe(file);
  });

  it('on Enterprise: adds another named kit', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: [KIT], can_edit: true, can_have_several: true });
    page.routes['POST /api/brand-kits'] = (init) =>
      answer(
        brandKitResponse,
        { brand_kit: { ...KIT, id: crypto.randomUUID(), ...JSON.parse(String(init?.body)) } },
        201,
      );
    show();
    await waitFor(() => buttons().includes('Add brand kit'), 'the new kit form');
    expect(buttons()).toContain('Delete brand kit');
    const name = document.querySelector<HTMLInputElement>('input[placeholder="Client name"]');
    if (!name) throw new Error('no name field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'Client two');
    name.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector<HTMLFormElement>('form[aria-label="New brand kit"]')?.requestSubmit();
    await waitFor(() => calls('POST', '/api/brand-kits').length === 1, 'the POST');
    expect(JSON.parse(String(calls('POST', '/api/brand-kits')[0]?.[1]?.body))).toEqual({
      name: 'Client two',
    });
  });
});
