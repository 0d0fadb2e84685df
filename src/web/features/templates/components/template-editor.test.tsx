// @vitest-environment jsdom
// The template editor: the arrow keys nudge the selected layer (Shift by 10 px), Ctrl+Z undoes
// the last step, the canvas selects a layer by its box, the preview is asked of the server's renderer once the document stands still,
// and saving sends the document as edited.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TemplateWithDocument, templateResponse } from '../../../../shared/api/templates';
import { BUILTIN_TEMPLATES } from '../../../../shared/builtin-templates';
import { answer } from '../../../test/answers';
import { mount, withQueries } from '../../../test/mount';
import { waitFor } from '../../../test/page-harness';
import { TemplateEditor } from './template-editor';

const ID = '6f1c2a9e-3b7d-4c1e-9a2f-0d8e7b6a5c41';
const template: TemplateWithDocument = {
  id: ID,
  name: 'Our card',
  style: 'modern',
  format: 'title-over-photo',
  frames: 1,
  thumbnail_url: `/api/templates/${ID}/thumbnail?v=1&sig=x`,
  built_in: false,
  custom: true,
  based_on: 'modern-card',
  document: { ...BUILTIN_TEMPLATES['modern-card'], name: 'Our card' },
};

const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([address, init]) => String(address) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (address, init) => {
    const key = `${init?.method ?? 'GET'} ${String(address)}`;
    if (key === 'POST /api/templates/preview') {
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    }
    if (key === `PUT /api/templates/${ID}`) {
      const body = JSON.parse(String(init?.body));
      return answer(templateResponse, {
        template: { ...template, name: body.name, document: body.document },
      });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const press = (key: string, modifiers: KeyboardEventInit = {}) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...modifiers }));
  });
const field = (host: HTMLElement, label: string) =>
  Array.from(host.querySelectorAll('label'))
    .find((each) => each.firstChild?.textContent === label)
    ?.querySelector('input') as HTMLInputElement;

describe('the template editor', () => {
  it('nudges with the arrows, undoes with Ctrl+Z, previews, and saves the document', async () => {
    const { host } = mount(withQueries(<TemplateEditor template={template} onClose={() => {}} />));
    expect(field(host, 'X').value).toBe('0');

    press('ArrowRight');
    press('ArrowDown', { shiftKey: true });
    expect(field(host, 'X').value).toBe('1');
    expect(field(host, 'Y').value).toBe('10');
    press('z', { ctrlKey: true });
    expect(field(host, 'Y').value).toBe('0');
    press('z', { ctrlKey: true, shiftKey: true });
    expect(field(host, 'Y').value).toBe('10');
    press('z', { ctrlKey: true });

    await waitFor(
      () => sent('POST', '/api/templates/preview').some((body) => body.document.layers[0].x === 1),
      'the preview of the nudged document',
    );
    await waitFor(
      () => host.querySelector('img')?.getAttribute('src') === 'blob:preview',
      'the preview image',
    );

    // The canvas outlines each layer; pressing on one selects it for the panel and the keys.
    const panelBox = host.querySelector<HTMLElement>('[title="2. panel (title)"]');
    expect(host.querySelectorAll('[title]')).toHaveLength(3);
    act(() => panelBox?.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(field(host, 'X').value).toBe('80');
    act(() =>
      host
        .querySelector<HTMLElement>('[title="1. frame (picture 1)"]')
        ?.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    );
    expect(field(host, 'X').value).toBe('1');

    const save = Array.from(host.querySelectorAll('button')).find(
      (each) => each.textContent === 'Save template',
    );
    act(() => save?.click());
    await waitFor(() => sent('PUT', `/api/templates/${ID}`).length === 1, 'the save');
    const [body] = sent('PUT', `/api/templates/${ID}`);
    expect(body.name).toBe('Our card');
    expect(body.document.layers[0]).toMatchObject({ type: 'frame', x: 1, y: 0, width: 1000, height: 1500 });
    expect(body.document.layers.slice(1)).toEqual(BUILTIN_TEMPLATES['modern-card'].layers.slice(1));
  });

  it('adds a logo in front, moves and removes layers, keeps the title panel, and saves a valid document', async () => {
    const { host } = mount(withQueries(<TemplateEditor template={template} onClose={() => {}} />));
    const labels = () =>
      Array.from(host.querySelectorAll('ol[aria-label="Layers"] button')).map((b) => b.textContent);
    const button = (name: string) =>
      Array.from(host.querySelectorAll('button')).find(
        (each) => each.textContent === name,
      ) as HTMLButtonElement;
    const adder = Array.from(host.querySelectorAll('label'))
      .find((each) => each.firstChild?.textContent === 'Add a layer')
      ?.querySelector('select') as HTMLSelectElement;
    const before = labels().length;

    act(() => {
      adder.value = 'logo';
      adder.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(labels()).toHaveLength(before + 1);
    expect(labels().at(-1)).toBe(`${before + 1}. logo (logo)`);
    // The new layer is selected: its box is in the panel, and it is in front, so it cannot go further.
    expect(field(host, 'X').value).toBe('60');
    expect(button('Move forward').disabled).toBe(true);

    act(() => button('Move back').click());
    expect(labels().at(-2)).toBe(`${before}. logo (logo)`);
    expect(field(host, 'X').value).toBe('60');

    // The panel with the title stays whatever is pressed.
    const panel = host.querySelector<HTMLElement>('[title="2. panel (title)"]');
    act(() => panel?.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(button('Remove layer').disabled).toBe(true);

    const save = button('Save template');
    act(() => save.click());
    await waitFor(() => sent('PUT', `/api/templates/${ID}`).length === 1, 'the save');
    const [body] = sent('PUT', `/api/templates/${ID}`);
    expect(body.document.layers).toHaveLength(before + 1);
    expect(body.document.layers[before - 1]).toEqual({ type: 'logo', x: 60, y: 60, width: 240, height: 140 });

    // Removed again, the document is as it came.
    act(() =>
      host
        .querySelector<HTMLElement>(`[title="${before}. logo (logo)"]`)
        ?.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    );
    act(() => button('Remove layer').click());
    expect(labels()).toHaveLength(before);
  });
});
