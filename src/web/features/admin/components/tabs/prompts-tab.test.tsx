// @vitest-environment jsdom
// The Prompts tab in jsdom with the real query client and router; only fetch (the server) is
// replaced. Save sends only what changed and answers in docs/product.md §8's words.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminSettingsResponse,
  previewPromptResponse,
  updatePromptResponse,
} from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { type Handler, typeInto, waitFor } from '../../../../test/page-harness';
import { buttonNamed, fieldLabelled, setting, storedSettings } from '../../test/admin-fixtures';
import { setUpAdminTab } from '../../test/render-admin-tab';
import PromptsTab from './prompts-tab';

const tab = setUpAdminTab();
/** What the fake server holds; a saved change is there when the list is read again. */
let serverSettings: ReturnType<typeof storedSettings>;
const text = () => document.body.textContent ?? '';

function putRoute(key: string, category: 'prompts' | 'models' = 'prompts'): Handler {
  return (init) => {
    const { value } = JSON.parse(String(init?.body)) as { value: string };
    // As the real server: the value is kept trimmed.
    const saved = setting(key, value.trim(), category);
    serverSettings = serverSettings.map((s) => (s.setting_key === key ? saved : s));
    return answer(updatePromptResponse, { success: true, setting: saved });
  };
}

function puts() {
  return tab.fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
}

const status = () => document.querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? '';
/** The save bar's second line: what was not saved, and why. */
const alertDetail = () => document.querySelector('[role="alert"] [data-detail]')?.textContent ?? '';

async function open() {
  tab.render('/admin/prompts', <PromptsTab />);
  await waitFor(() => document.querySelector('textarea') !== null, 'the prompt editors');
}

beforeEach(() => {
  serverSettings = storedSettings();
  tab.routes = {
    'GET /api/admin/settings': () => answer(adminSettingsResponse, serverSettings),
    'PUT /api/admin/prompts/prompt_title': putRoute('prompt_title'),
    'PUT /api/admin/prompts/model_text': putRoute('model_text', 'models'),
  };
});

describe('the Prompts tab', () => {
  it('shows the saved models; a name not offered shows as custom', async () => {
    await open();
    const textModel = fieldLabelled<HTMLSelectElement>('Text model');
    expect(textModel.value).toBe('gpt-4o');
    expect(Array.from(textModel.options).map((o) => o.textContent)).toEqual([
      'gpt-4o',
      'gpt-4',
      'gpt-3.5-turbo',
      'Custom…',
    ]);
    const imageModel = fieldLabelled<HTMLSelectElement>('Image model');
    expect(Array.from(imageModel.options).map((o) => o.textContent)).toEqual([
      'dall-e-3',
      'dall-e-2',
      'gpt-image-1',
      'Custom…',
    ]);
    expect(imageModel.selectedOptions[0]?.textContent).toBe('Custom…');
    expect(fieldLabelled<HTMLInputElement>('Image model: custom model name').value).toBe('my-local-painter');
    expect(fieldLabelled<HTMLTextAreaElement>('Title prompt').value).toBe('A title for {{board_name}}');
  });

  it('says when there is nothing to save, and sends nothing', async () => {
    await open();
    expect(text()).toContain('No unsaved changes');
    act(() => buttonNamed('Save changes').click());
    await waitFor(() => status() === 'No changes detected to save.', 'the no-changes message');
    expect(puts()).toEqual([]);
  });

  it('sends only the changed values, one call each, and confirms', async () => {
    await open();
    typeInto(fieldLabelled('Title prompt'), 'A catchy title for {{board_name}}\n');
    typeInto(fieldLabelled('Text model'), 'gpt-4');
    expect(text()).toContain('Unsaved changes to 2 settings');
    act(() => buttonNamed('Save changes').click());
    await waitFor(() => status() === 'Successfully updated 2 prompts and models!', 'the success message');
    expect(puts()).toEqual([
      [
        '/api/admin/prompts/prompt_title',
        { value: 'A catchy title for {{board_name}}\n', description: 'About prompt_title' },
      ],
      ['/api/admin/prompts/model_text', { value: 'gpt-4', description: 'About model_text' }],
    ]);
    expect(text()).toContain('No unsaved changes');
  });

  it('saves a custom model name typed after choosing Custom…', async () => {
    tab.routes['PUT /api/admin/prompts/model_text'] = putRoute('model_text', 'models');
    await open();
    typeInto(fieldLabelled('Text model'), '__custom__');
    typeInto(fieldLabelled('Text model: custom model name'), 'llama3.1');
    act(() => buttonNamed('Save changes').click());
    await waitFor(() => status() === 'Successfully updated 1 prompts and models!', 'the success message');
    expect(puts()).toEqual([
      ['/api/admin/prompts/model_text', { value: 'llama3.1', description: 'About model_text' }],
    ]);
  });

  it('counts the refusals and shows each server message beside its field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    tab.routes['PUT /api/admin/prompts/prompt_title'] = () =>
      failure(400, { error: 'Unknown variable {{colour}} in the title prompt', code: 'validation_error' });
    await open();
    typeInto(fieldLabelled('Title prompt'), 'A {{colour}} title');
    typeInto(fieldLabelled('Text model'), 'gpt-4');
    act(() => buttonNamed('Save changes').click());
    await waitFor(
      () => alertText().startsWith('Failed to update 1 settings. Check console for details.'),
      'the partial failure',
    );
    const title = fieldLabelled<HTMLTextAreaElement>('Title prompt');
    const described = (title.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Unknown variable {{colour}} in the title prompt');
    // Said once beside the field (the server's refusal is the warning already shown), and named in
    // the save bar with its reason.
    expect(described.split('Unknown variable {{colour}} in the title prompt').length - 1).toBe(1);
    expect(alertDetail()).toBe('Title prompt: Unknown variable {{colour}} in the title prompt');
    expect(error).toHaveBeenCalled();
    // The model was saved; the title still waits. The count follows the saved settings read back,
    // which may land after the alert on a busy machine.
    await waitFor(() => text().includes('Unsaved changes to 1 setting'), 'the model saved');
  });

  it("says 'Failed to update prompts' when every change is refused, and why, once", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    tab.routes['PUT /api/admin/prompts/prompt_title'] = () =>
      failure(503, { error: 'The database is busy. Please try again.', code: 'service_unavailable' });
    tab.routes['PUT /api/admin/prompts/model_text'] = () =>
      failure(503, { error: 'The database is busy. Please try again.', code: 'service_unavailable' });
    await open();
    typeInto(fieldLabelled('Title prompt'), 'Another title');
    typeInto(fieldLabelled('Text model'), 'gpt-4');
    act(() => buttonNamed('Save changes').click());
    await waitFor(() => alertText().startsWith('Failed to update prompts'), 'the failure');
    expect(alertDetail()).toBe('Not saved: Title prompt, Text model. Each reason is beside its setting.');
    // One alert: the save bar's.
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it("says 'Failed to update prompts' when the settings cannot be loaded", async () => {
    tab.routes['GET /api/admin/settings'] = () => failure(500, { error: 'Boom', code: 'internal_error' });
    tab.render('/admin/prompts', <PromptsTab />);
    await waitFor(() => alertText().includes('Failed to update prompts'), 'the load failure');
  });

  it('inserts a variable chip at the caret and warns of a variable the prompt cannot use', async () => {
    await open();
    const title = fieldLabelled<HTMLTextAreaElement>('Title prompt');
    typeInto(title, 'Pins about ');
    title.setSelectionRange(11, 11);
    act(() => buttonNamed('Insert {{pin_history}} into the title prompt').click());
    expect(title.value).toBe('Pins about {{pin_history}}');
    expect(text()).not.toContain('Unknown variable');
    typeInto(title, 'Pins about {{style_config}}');
    expect(text()).toContain(
      'Unknown variable {{style_config}} in the title prompt. Allowed: {{board_name}}',
    );
  });

  it('previews a prompt against the sample board', async () => {
    tab.routes['POST /api/admin/prompts/preview'] = () =>
      answer(previewPromptResponse, {
        rendered: 'A title for Cozy Kitchens',
        sample_board: { name: 'Cozy Kitchens', description: 'Warm kitchens' },
      });
    await open();
    act(() => buttonNamed('Preview the title prompt').click());
    await waitFor(() => text().includes('A title for Cozy Kitchens'), 'the preview');
    expect(text()).toContain('Preview with the sample board “Cozy Kitchens”');
    const call = tab.fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/prompts/preview');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      kind: 'title',
      template: 'A title for {{board_name}}',
    });
  });
});
