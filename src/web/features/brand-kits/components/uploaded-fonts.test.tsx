// @vitest-environment jsdom
// Settings → Brand, "Uploaded fonts" (ADR 0044): on Pro the section is locked with the way to
// upgrade to Enterprise; on Enterprise the fonts are listed, offered in the kit's font pickers,
// uploaded as the file itself with its name, and deleted.
import { describe, expect, it } from 'vitest';
import { type BrandFont, brandFontResponse, brandFontsResponse } from '../../../../shared/api/brand-fonts';
import { type BrandKit, brandKitsResponse } from '../../../../shared/api/brand-kits';
import { successResponse } from '../../../../shared/api/common';
import { planFeatureMessage } from '../../../../shared/plan-features';
import { answer } from '../../../test/answers';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { BrandPage } from './brand-page';

const page = setUpPageTest();
const show = () =>
  page.render([{ path: '/settings/brand', element: <BrandPage canEdit /> }], '/settings/brand');
const text = () => document.body.textContent ?? '';
const calls = (method: string, path: string) =>
  page.fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === method);

const FONT: BrandFont = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  name: 'Acme Hand',
  format: 'ttf',
  byte_size: 116908,
  created_at: '2025-01-01T00:00:00.000Z',
};
const KIT: BrandKit = {
  id: '7d4b8f0e-3c2a-4e1b-9f6d-5a4b3c2d1e0f',
  name: 'Garden Co',
  colors: ['#2F5D50'],
  heading_font: { font: FONT.id, weight: 400 },
  body_font: null,
  logo_url: null,
  footer: { enabled: false, text: '', position: 'bottom-center', opacity: 0.8 },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const fonts = (list: BrandFont[], canUpload: boolean) =>
  answer(brandFontsResponse, {
    brand_fonts: list,
    can_upload: canUpload,
    max_fonts: 20,
    max_bytes: 2 * 1024 * 1024,
  });

describe('uploaded fonts on the Brand page', () => {
  it('on Pro: locked, naming Enterprise, with the way to upgrade and no upload', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: [], can_edit: true, can_have_several: false });
    page.routes['GET /api/brand-fonts'] = () => fonts([], false);
    show();
    await waitFor(() => text().includes(planFeatureMessage('brand_fonts_uploaded')), 'the lock');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Enterprise',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(document.querySelector('form[aria-label="Upload a font"]')).toBeNull();
  });

  it('on Enterprise: lists a font, offers it in the pickers, uploads and deletes', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: [KIT], can_edit: true, can_have_several: true });
    page.routes['GET /api/brand-fonts'] = () => fonts([FONT], true);
    page.routes['POST /api/brand-fonts?name=Acme%20Serif'] = () =>
      answer(
        brandFontResponse,
        { brand_font: { ...FONT, id: crypto.randomUUID(), name: 'Acme Serif' } },
        201,
      );
    page.routes[`DELETE /api/brand-fonts/${FONT.id}`] = () => answer(successResponse, { success: true });
    show();
    await waitFor(() => text().includes('TTF · 114 KB'), 'the listed font');
    const heading = document.querySelector<HTMLSelectElement>('select');
    expect(heading?.value).toBe(FONT.id);
    const uploadedOptions = Array.from(document.querySelectorAll('optgroup[label="Uploaded fonts"] option'));
    expect(uploadedOptions.map((option) => option.textContent)).toContain('Acme Hand');

    const form = document.querySelector<HTMLFormElement>('form[aria-label="Upload a font"]');
    if (!form) throw new Error('no upload form');
    const name = form.querySelector<HTMLInputElement>('input:not([type="file"])');
    const file = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!name || !file) throw new Error('no upload fields');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'Acme Serif');
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const ttf = new File([new Uint8Array([0, 1, 0, 0])], 'acme-serif.ttf', { type: '' });
    Object.defineProperty(file, 'files', { value: [ttf] });
    file.dispatchEvent(new Event('change', { bubbles: true }));
    form.requestSubmit();
    await waitFor(() => calls('POST', '/api/brand-fonts?name=Acme%20Serif').length === 1, 'the upload');
    const init = calls('POST', '/api/brand-fonts?name=Acme%20Serif')[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe(
      'application/octet-stream',
    );

    document.querySelector<HTMLButtonElement>('button[aria-label="Delete Acme Hand"]')?.click();
    await waitFor(() => calls('DELETE', `/api/brand-fonts/${FONT.id}`).length === 1, 'the delete');
  });
});
