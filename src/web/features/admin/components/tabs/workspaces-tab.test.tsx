// @vitest-environment jsdom
// The Workspaces tab in jsdom with the real query client, router, dialogs and toasts; only fetch is
// replaced, by a fake list that filters and pages like the server.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminWorkspacesResponse,
  workspaceSuspensionResponse,
} from '../../../../../shared/api/admin-workspaces';
import { answer, failure } from '../../../../test/answers';
import { typeInto, waitFor } from '../../../../test/page-harness';
import { workspaceRow } from '../../test/admin-workspaces';
import { setUpAdminTab } from '../../test/render-admin-tab';
import WorkspacesTab from './workspaces-tab';

type Row = ReturnType<typeof workspaceRow>;

const tab = setUpAdminTab({ quietConsole: true });
const { fetchMock } = tab;
let spaces: Row[];

const text = () => document.body.textContent ?? '';
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/workspaces');
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );

function serveList(url: URL): Response {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '20');
  const found = spaces.filter((s) => `${s.name} ${s.owner_email}`.toLowerCase().includes(search));
  const body: z.input<typeof adminWorkspacesResponse> = {
    workspaces: found.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
  };
  return answer(adminWorkspacesResponse, body);
}

function open(at = '/admin/workspaces') {
  tab.render('/admin/workspaces', <WorkspacesTab />, { at, toasts: true });
}

beforeEach(() => {
  spaces = Array.from({ length: 25 }, (_, index) => workspaceRow(`w${index + 1}`));
  spaces[1] = workspaceRow('w2', { name: 'Bakery Co', members: 2, boards: 1, pins: 7 });
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/admin/workspaces' && (init?.method ?? 'GET') === 'GET') return serveList(url);
    if (url.pathname === '/api/admin/workspaces/w2/suspend' && init?.method === 'POST') {
      const suspended = workspaceRow('w2', { name: 'Bakery Co', suspended_at: '2026-11-24T01:00:00.000Z' });
      spaces[1] = suspended;
      return answer(workspaceSuspensionResponse, { workspace: suspended });
    }
    return failure(404, { error: `No route ${url.pathname}`, code: 'not_found' });
  });
});

describe('the Workspaces tab', () => {
  it('lists 20 workspaces a page with their owner, plan and counts, each linking to its page', async () => {
    open();
    await waitFor(() => text().includes('25 workspaces in total'), 'the list');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(listCalls()[0]?.search).toBe('?page=1&limit=20');
    const headers = Array.from(document.querySelectorAll('th[scope="col"]')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Paying owner',
      'Plan',
      'Members',
      'Boards',
      'Pins',
      'Created',
      'Actions',
    ]);
    const row = Array.from(document.querySelectorAll('tbody tr')).find((tr) =>
      tr.textContent?.includes('Bakery Co'),
    );
    expect(Array.from(row?.querySelectorAll('td') ?? []).map((td) => td.textContent)).toEqual([
      'owner-w2@example.com',
      'Pro',
      '2',
      '1',
      '7',
      '5 Mar 2026',
      'ViewSuspend',
    ]);
    expect(row?.querySelector('a')?.getAttribute('href')).toBe('/admin/workspaces/w2');
  });

  it('searches by name or member email from page 1', async () => {
    open();
    await waitFor(() => text().includes('25 workspaces in total'), 'the list');
    const box = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!box) throw new Error('No search box');
    expect(box.labels?.[0]?.textContent).toBe('Search workspaces by name or member email');
    typeInto(box, 'bakery');
    await waitFor(() => text().includes('1 workspace found'), 'the search result');
    expect(listCalls().at(-1)?.search).toBe('?page=1&limit=20&search=bakery');
    typeInto(box, 'zzz');
    await waitFor(() => text().includes('No workspaces match “zzz”'), 'the empty state');
  });

  it('asks for a reason, suspends the workspace, and reloads the list', async () => {
    open();
    await waitFor(() => text().includes('25 workspaces in total'), 'the list');
    act(() => button('Suspend Bakery Co')?.click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Suspend Bakery Co?');
    expect(dialog?.textContent).toContain('Its members can no longer work in it');
    const reason = dialog?.querySelector<HTMLTextAreaElement>('textarea');
    if (!reason) throw new Error('No reason field');
    typeInto(reason, ' Chargebacks ');
    act(() => button('Suspend')?.click());
    await waitFor(() => text().includes('Suspended Bakery Co'), 'the toast');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/admin/workspaces/w2/suspend');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Chargebacks' });
    await waitFor(() => button('Unsuspend Bakery Co') !== undefined, 'the row to offer Unsuspend');
  });

  it('says when the list could not load', async () => {
    fetchMock.mockImplementation(async () =>
      failure(500, { error: 'Internal Server Error', code: 'internal' }),
    );
    open();
    await waitFor(() => text().includes('Could not load the workspaces'), 'the error block');
  });
});
