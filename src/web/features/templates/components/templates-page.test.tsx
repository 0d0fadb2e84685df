// @vitest-environment jsdom
// Settings → Templates: below Pro the built-ins show with the way to upgrade and nothing to edit;
// on Pro, "Duplicate" copies a template on the server and opens the copy in the editor.
import { beforeEach, describe, expect, it } from 'vitest';
import { templateResponse, templatesResponse } from '../../../../shared/api/templates';
import { BUILTIN_TEMPLATES } from '../../../../shared/builtin-templates';
import { answer } from '../../../test/answers';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { TEST_TEMPLATES } from '../../../test/templates';
import { TemplatesPage } from './templates-page';

const page = setUpPageTest();
const show = (canEdit: boolean, canLock = false) =>
  page.render(
    [{ path: '/settings/templates', element: <TemplatesPage canEdit={canEdit} canLock={canLock} /> }],
    '/settings/templates',
  );
const buttons = () => Array.from(document.querySelectorAll('button')).map((button) => button.textContent);

describe('the Templates page', () => {
  it('below Pro: the built-ins and an upgrade link, nothing to edit', async () => {
    page.routes['GET /api/templates'] = () =>
      answer(templatesResponse, { templates: TEST_TEMPLATES, can_customize: false, can_lock: false });
    show(true);
    await waitFor(() => document.body.textContent?.includes('Bold list') === true, 'the templates');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Pro',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(buttons()).not.toContain('Duplicate');
  });

  it('on Pro: Duplicate copies the template and opens the copy in the editor', async () => {
    const copyId = '0b9e8c1a-2f3d-4e5a-8b7c-6d5e4f3a2b1c';
    page.routes['GET /api/templates'] = () =>
      answer(templatesResponse, { templates: TEST_TEMPLATES, can_customize: true, can_lock: false });
    page.routes['POST /api/templates'] = () =>
      answer(
        templateResponse,
        {
          template: {
            id: copyId,
            style: 'modern',
            format: 'title-over-photo',
            frames: 1,
            thumbnail_url: `/api/templates/${copyId}/thumbnail?v=1&sig=x`,
            name: 'Modern card copy',
            built_in: false,
            custom: true,
            based_on: 'modern-card',
            document: { ...BUILTIN_TEMPLATES['modern-card'], name: 'Modern card copy' },
          },
        },
        201,
      );
    show(true);
    await waitFor(() => buttons().includes('Duplicate'), 'the Duplicate buttons');
    document.querySelector<HTMLButtonElement>('button[aria-label="Duplicate Modern card"]')?.click();
    await waitFor(
      () => page.fetchMock.mock.calls.some(([, init]) => init?.method === 'POST'),
      'the copy to be asked for',
    );
    const [, init] = page.fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Modern card copy', duplicate_of: 'modern-card' });
    await waitFor(
      () => document.querySelector('section[aria-label="Editing Modern card copy"]') !== null,
      'the editor',
    );
  });

  describe('on Enterprise, a locked template', () => {
    const LOCKED_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
    const locked = {
      id: LOCKED_ID,
      style: 'modern' as const,
      format: 'title-over-photo' as const,
      frames: 1,
      thumbnail_url: `/api/templates/${LOCKED_ID}/thumbnail?v=1&sig=x`,
      name: 'House style',
      built_in: false,
      custom: true,
      based_on: 'modern-card',
      locked: true,
    };
    beforeEach(() => {
      page.routes['GET /api/templates'] = () =>
        answer(templatesResponse, {
          templates: [...TEST_TEMPLATES, locked],
          can_customize: true,
          can_lock: true,
        });
    });

    it('shows an editor it is locked, with nothing to change or delete', async () => {
      show(true, false);
      await waitFor(() => document.body.textContent?.includes('House style') === true, 'the templates');
      expect(document.body.textContent).toContain('Locked');
      expect(document.body.textContent).toContain('Only an owner or admin can change it.');
      expect(document.querySelector('button[aria-label="Edit House style"]')).toBeNull();
      expect(document.querySelector('button[aria-label="Delete House style"]')).toBeNull();
      expect(document.querySelector('button[aria-label="Unlock House style"]')).toBeNull();
    });

    it('lets an admin unlock it, and edit it', async () => {
      page.routes[`PUT /api/templates/${LOCKED_ID}`] = () =>
        answer(templateResponse, {
          template: {
            ...locked,
            locked: false,
            document: { ...BUILTIN_TEMPLATES['modern-card'], name: 'House style' },
          },
        });
      show(true, true);
      await waitFor(
        () => document.querySelector('button[aria-label="Unlock House style"]') !== null,
        'the Unlock button',
      );
      expect(document.querySelector('button[aria-label="Edit House style"]')).not.toBeNull();
      document.querySelector<HTMLButtonElement>('button[aria-label="Unlock House style"]')?.click();
      await waitFor(
        () => page.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT'),
        'the unlock to be sent',
      );
      const [, init] = page.fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ locked: false });
    });
  });
});
