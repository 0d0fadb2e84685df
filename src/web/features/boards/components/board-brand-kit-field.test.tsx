// @vitest-environment jsdom
// The board form's brand kit choice (ADR 0039): shown on Enterprise with the workspace's kits,
// absent on Pro, where every board takes the one kit.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type BrandKit, brandKitsResponse } from '../../../../shared/api/brand-kits';
import { answer } from '../../../test/answers';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { BoardBrandKitField } from './board-brand-kit-field';

const page = setUpPageTest();
const kit = (id: string, name: string): BrandKit => ({
  id,
  name,
  colors: ['#2F5D50'],
  heading_font: null,
  body_font: null,
  logo_url: null,
  footer: { enabled: false, text: '', position: 'bottom-center', opacity: 0.8 },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});
const KITS = [kit('k1', 'Client one'), kit('k2', 'Client two')];

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <BoardBrandKitField value={value} onChange={setValue} disabled={false} />
      <output>{value || 'first'}</output>
    </>
  );
}
const show = () => page.render([{ path: '/boards', element: <Field /> }], '/boards');

describe('the board form’s brand kit', () => {
  it('on Enterprise offers the workspace’s kits, the first by default', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: KITS, can_edit: true, can_have_several: true });
    show();
    await waitFor(() => document.querySelector('select') !== null, 'the kit choice');
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'The workspace’s first kit (Client one)',
      'Client one',
      'Client two',
    ]);
    select.value = 'k2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => document.querySelector('output')?.textContent === 'k2', 'the choice');
  });

  it('on Pro shows nothing to choose', async () => {
    page.routes['GET /api/brand-kits'] = () =>
      answer(brandKitsResponse, { brand_kits: KITS.slice(0, 1), can_edit: true, can_have_several: false });
    show();
    await waitFor(() => page.fetchMock.mock.calls.length > 0, 'the kits call');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('select')).toBeNull();
  });
});
