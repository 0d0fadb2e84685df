// @vitest-environment jsdom
// The API History tab in jsdom with the real query client, router, dialogs and toasts; only
// fetch (the server) is replaced. The browser's own alert and confirm are never used.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  type apiCallDetail,
  apiCallDetail as apiCallDetailSchema,
  type apiCallRecord,
  apiHistoryResponse,
  apiHistoryTotalsResponse,
  clearApiHistoryResponse,
} from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { namedField, typeInto, waitFor } from '../../../../test/page-harness';
import { buttonNamed } from '../../test/admin-fixtures';
import { setUpAdminTab } from '../../test/render-admin-tab';
import ApiHistoryTab from './api-history-tab';

const tab = setUpAdminTab();
const alertMock = vi.fn();
const confirmMock = vi.fn(() => true);
const text = () => document.body.textContent ?? '';

const record = (
  id: string,
  extra: Partial<z.input<typeof apiCallRecord>> = {},
): z.input<typeof apiCallRecord> => ({
  id,
  type: 'text',
  status_code: 200,
  model: 'gpt-4o',
  provider: 'openai',
  prompt_preview: `Write a title for board ${id}`,
  tokens: 1234,
  cost: 0.01234567,
  duration: 2345,
  timestamp: '2026-11-23T10:00:00.000Z',
  user_id: 'u1',
  user_email: 'ada@example.com',
  prompt_versions: null,
  ...extra,
});

const detail = (id: string): z.input<typeof apiCallDetail> => ({
  ...record(id),
  prompt: `Write a title for board ${id}. The whole prompt.`,
  request_body: '{"model":"gpt-4o","messages":[]}',
  response_body: '{"choices":[{"text":"Cosy Kitchens"}]}',
  error_message: null,
});

const totals = { calls_today: 3, cost_today: 0.05, calls_this_month: 42, cost_this_month: 1.2345 };
const LIST = '/api/admin/api-history?limit=100';

async function open() {
  tab.render('/admin/api-history', <ApiHistoryTab />, { toasts: true });
  await waitFor(
    () => document.querySelector('[data-call-id]') !== null || text().includes('No API history available'),
    'the list',
  );
}

function callButton(id: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`[data-call-id="${id}"]`);
  if (!found) throw new Error(`No call ${id}`);
  return found;
}

beforeEach(() => {
  tab.routes = {
    [`GET ${LIST}`]: () =>
      answer(apiHistoryResponse, [
        record('c2'),
        record('c1', { type: 'image', status_code: 500, model: 'dall-e-3', cost: 0.04, tokens: 0 }),
      ]),
    'GET /api/admin/api-history/totals': () => answer(apiHistoryTotalsResponse, totals),
    'GET /api/admin/api-history/c2': () => answer(apiCallDetailSchema, detail('c2')),
  };
  vi.stubGlobal('alert', alertMock);
  vi.stubGlobal('confirm', confirmMock);
});

afterEach(() => {
  alertMock.mockReset();
  confirmMock.mockClear();
});

describe('the API History tab', () => {
  it('lists the calls with cost to 4 decimals, and the totals', async () => {
    await open();
    const first = callButton('c2').textContent ?? '';
    expect(first).toContain('Text');
    expect(first).toContain('200');
    expect(first).toContain('gpt-4o');
    expect(first).toContain('Write a title for board c2');
    expect(first).toContain('1,234 tokens');
    expect(first).toContain('$0.0123');
    expect(first).toContain('2,345 ms');
    expect(callButton('c1').textContent).toContain('500');
    expect(callButton('c1').textContent).toContain('$0.0400');
    expect(text()).toContain('Calls today3');
    expect(text()).toContain('Cost this month$1.2345');
  });

  it('shows a chosen call in detail with cost to 6 decimals', async () => {
    await open();
    act(() => callButton('c2').click());
    await waitFor(() => text().includes('The whole prompt.'), 'the detail');
    expect(callButton('c2').getAttribute('aria-current')).toBe('true');
    expect(text()).toContain('$0.012346');
    expect(text()).toContain('"model": "gpt-4o"');
    expect(text()).toContain('Cosy Kitchens');
    // Back (shown on phones) returns to the list.
    act(() => buttonNamed('Back to the list').click());
    expect(text()).not.toContain('The whole prompt.');
  });

  it("says 'Failed to load details' when a call's detail cannot be read", async () => {
    tab.routes['GET /api/admin/api-history/c1'] = () =>
      failure(404, { error: 'No such call', code: 'not_found' });
    await open();
    act(() => callButton('c1').click());
    await waitFor(
      () =>
        document.querySelector('[role="alert"]')?.textContent ===
        'Failed to load details - Unable to fetch API call details',
      'the detail failure',
    );
  });

  it('asks the server with the filters that are set', async () => {
    tab.routes[`GET ${LIST}&type=image&status=error&user=ada%40example.com`] = () =>
      answer(apiHistoryResponse, [record('c9', { type: 'image', status_code: 502 })]);
    tab.routes['GET /api/admin/api-history/totals?type=image&status=error&user=ada%40example.com'] = () =>
      answer(apiHistoryTotalsResponse, { ...totals, calls_today: 1 });
    await open();
    typeInto(namedField<HTMLSelectElement>('type'), 'image');
    typeInto(namedField<HTMLSelectElement>('status'), 'error');
    typeInto(document.getElementById('history-user') as HTMLInputElement, ' ada@example.com ');
    await waitFor(() => document.querySelector('[data-call-id="c9"]') !== null, 'the filtered list');
    expect(document.querySelector('[data-call-id="c2"]')).toBeNull();
    expect(text()).toContain('Calls today1');
  });

  it("says 'No API history available' when there is none", async () => {
    tab.routes[`GET ${LIST}`] = () => answer(apiHistoryResponse, []);
    await open();
    expect(text()).toContain('No API history available');
  });

  it('clears the history after the question, and confirms it without a native box', async () => {
    let cleared = false;
    tab.routes['DELETE /api/admin/api-history'] = () => {
      cleared = true;
      return answer(clearApiHistoryResponse, { success: true, deleted: 2 });
    };
    tab.routes[`GET ${LIST}`] = () => answer(apiHistoryResponse, cleared ? [] : [record('c2')]);
    await open();
    act(() => buttonNamed('Clear history').click());
    const dialog = () => document.querySelector('[role="dialog"]');
    await waitFor(() => dialog() !== null, 'the question');
    expect(dialog()?.textContent).toContain('Are you sure you want to clear all API history?');
    act(() => buttonNamed('Clear history', dialog() as HTMLElement).click());
    await waitFor(() => text().includes('API history cleared successfully'), 'the confirmation');
    await waitFor(() => text().includes('No API history available'), 'the empty list');
    expect(cleared).toBe(true);
    expect(alertMock).not.toHaveBeenCalled();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('keeps the history when the question is answered no', async () => {
    await open();
    act(() => buttonNamed('Clear history').click());
    await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the question');
    act(() => buttonNamed('Cancel').click());
    expect(tab.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
