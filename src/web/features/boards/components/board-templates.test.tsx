// @vitest-environment jsdom
// The board form's templates: their thumbnails from GET /api/templates, none chosen keeps the
// style's own (nothing sent), several are a rotation in the order chosen, and an edit shows the
// board's choice and can clear it.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { boardsResponse } from '../../../../shared/api/boards';
import { templatesResponse } from '../../../../shared/api/templates';
import { answer } from '../../../test/answers';
import { waitFor } from '../../../test/page-harness';
import { TEST_TEMPLATES } from '../../../test/templates';
import {
  board,
  buttonNamed,
  byLabel,
  dialog,
  echoBoard,
  routes,
  sentBody,
  showBoards,
} from './boards-page.fixture';

const checkbox = (id: string) =>
  dialog()?.querySelector<HTMLInputElement>(`input[name="templates"][value="${id}"]`) as HTMLInputElement;
const summary = () => dialog()?.querySelector('#board-templates-summary')?.textContent ?? '';

describe('the board form’s templates', () => {
  it('sends the templates in the order chosen, as the board’s rotation', async () => {
    routes['GET /api/templates'] = () =>
      answer(templatesResponse, { templates: TEST_TEMPLATES, can_customize: false, can_lock: false });
    routes['PUT /api/boards/b2'] = echoBoard('b2', 'Travel');
    await showBoards();
    act(() => byLabel('Edit board Travel').click());
    await waitFor(() => checkbox('bold-list') !== null, 'the templates');
    expect(summary()).toContain('pins use the Modern style’s own template');
    const thumbnails = Array.from(dialog()?.querySelectorAll('fieldset img') ?? []).map((img) =>
      img.getAttribute('src'),
    );
    expect(thumbnails).toEqual(TEST_TEMPLATES.map((template) => template.thumbnail_url));

    act(() => checkbox('bold-list').click());
    expect(summary()).toBe('Every new pin uses this template.');
    act(() => checkbox('modern-card').click());
    expect(summary()).toContain('take these 2 templates in turn');
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    expect(sentBody('PUT', '/api/boards/b2')).toMatchObject({
      style_config: { style: 'modern', templates: ['bold-list', 'modern-card'] },
    });
  });

  it('shows the board’s choice, and clearing it sends no templates', async () => {
    routes['GET /api/templates'] = () =>
      answer(templatesResponse, { templates: TEST_TEMPLATES, can_customize: false, can_lock: false });
    routes['GET /api/boards'] = () =>
      answer(boardsResponse, {
        boards: [
          board('b1', 'Recipes'),
          board('b2', 'Travel', {
            style_config: { style: 'bold', brandColors: ['#E60023'], templates: ['minimalist-collage'] },
          }),
        ],
      });
    routes['PUT /api/boards/b2'] = echoBoard('b2', 'Travel');
    await showBoards();
    act(() => byLabel('Edit board Travel').click());
    await waitFor(() => checkbox('minimalist-collage') !== null, 'the templates');
    expect(checkbox('minimalist-collage').checked).toBe(true);
    act(() => checkbox('minimalist-collage').click());
    expect(summary()).toContain('pins use the Bold style’s own template');
    act(() => buttonNamed('Save Changes').click());
    await waitFor(() => dialog() === null, 'the modal to close');
    const sent = sentBody('PUT', '/api/boards/b2') as { style_config: object };
    expect(sent.style_config).toEqual({ style: 'bold', brandColors: ['#E60023'] });
  });
});
