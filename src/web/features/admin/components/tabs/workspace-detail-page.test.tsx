// @vitest-environment jsdom
// A workspace's page in jsdom with the real query client, router, dialogs and toasts; only fetch is
// replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminWorkspaceDetailResponse,
  workspaceSuspensionResponse,
} from '../../../../../shared/api/admin-workspaces';
import { answer } from '../../../../test/answers';
import { waitFor } from '../../../../test/page-harness';
import { workspaceDetail, workspaceRow } from '../../test/admin-workspaces';
import { setUpAdminTab } from '../../test/render-admin-tab';
import WorkspaceDetailPage from './workspace-detail-page';

const tab = setUpAdminTab({ quietConsole: true });

const text = () => document.body.textContent ?? '';
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);

function fact(label: string): string | undefined {
  const term = Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

function open(workspaceId = 'w2') {
  tab.render('/admin/workspaces/:workspaceId', <WorkspaceDetailPage />, {
    at: `/admin/workspaces/${workspaceId}`,
    toasts: true,
  });
}

beforeEach(() => {
  tab.routes = {
    'GET /api/admin/workspaces/w2': () => answer(adminWorkspaceDetailResponse, workspaceDetail()),
  };
});

describe("a workspace's page", () => {
  it('shows its paying owner, plan, counts and members with their roles', async () => {
    open();
    await waitFor(() => text().includes('Bakery Co'), 'the detail');
    expect(document.querySelector('h2')?.textContent).toBe('Bakery Co');
    expect(fact('Paying owner')).toBe('owner@bakery.example');
    expect(fact('Plan')).toBe('Pro');
    expect(fact('Pins')).toBe('120');
    expect(fact('Pinterest accounts')).toBe('@bakery_co, @bakery_shop (needs reconnecting)');
    const members = Array.from(document.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent),
    );
    expect(members).toEqual([
      ['Olive Owner', 'owner@bakery.example', 'owner', '5 Mar 2026'],
      ['Grace Hopper', 'grace@example.com', 'editor', '1 Jun 2026'],
    ]);
    expect(document.querySelector('tbody a')?.getAttribute('href')).toBe('/admin/users/u1');
    expect(document.querySelector('a[href="/admin/workspaces"]')?.textContent).toBe('Back to workspaces');
  });

  it('shows the suspension with its reason, and unsuspends after a confirmation', async () => {
    tab.routes['GET /api/admin/workspaces/w2'] = () =>
      answer(
        adminWorkspaceDetailResponse,
        workspaceDetail({ suspended_at: '2026-11-23T12:00:00.000Z', suspended_reason: 'Chargebacks' }),
      );
    tab.routes['POST /api/admin/workspaces/w2/unsuspend'] = () => {
      tab.routes['GET /api/admin/workspaces/w2'] = () =>
        answer(adminWorkspaceDetailResponse, workspaceDetail());
      return answer(workspaceSuspensionResponse, { workspace: workspaceRow('w2', { name: 'Bakery Co' }) });
    };
    open();
    await waitFor(() => text().includes('Suspended since 23 Nov 2026, 12:00 UTC'), 'the banner');
    expect(text()).toContain('Reason: Chargebacks');
    act(() => button('Unsuspend')?.click());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Unsuspend Bakery Co?');
    act(() => document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.click());
    await waitFor(() => text().includes('Unsuspended Bakery Co'), 'the toast');
    await waitFor(() => !text().includes('Suspended since'), 'the banner to go');
    expect(button('Suspend')).toBeDefined();
  });

  it('says Workspace not found for an unknown id', async () => {
    open('nowhere');
    await waitFor(() => text().includes('Workspace not found'), 'the not-found state');
  });
});
