// @vitest-environment jsdom
// Settings → Team's Workspaces card in jsdom with the real query client, router and API client;
// only the server (fetch) is replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import { workspaceResponse } from '../../../../shared/api/workspaces';
import { readCurrentWorkspaceId, saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { answer, failure } from '../../../test/answers';
import { clearBrowser, setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import {
  ADA_WORKSPACE,
  adaWorkspace,
  BLOOM_WORKSPACE,
  bloomWorkspace,
  testWorkspace,
  workspacesAnswer,
} from '../../../test/workspaces';
import { WorkspacesCard } from './workspaces-card';

const server = setUpPageTest();
const NEW_WORKSPACE = '33333333-3333-4333-8333-333333333333';

function render() {
  server.render(
    [
      { path: '/settings/team', element: <WorkspacesCard /> },
      { path: '/boards', element: <p>Boards page</p> },
      { path: '/settings/plan-and-billing', element: <p>Plan page</p> },
    ],
    '/settings/team',
  );
}

const text = () => document.body.textContent ?? '';
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const calls = (method: string, path: string) =>
  server.fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
const bodyOf = (call: (typeof server.fetchMock.mock.calls)[number] | undefined) =>
  JSON.parse(String(call?.[1]?.body ?? 'null'));

beforeEach(() => {
  clearBrowser();
  signInTestUser();
  server.routes['GET /api/workspaces'] = () =>
    workspacesAnswer(adaWorkspace(), { ...bloomWorkspace('editor'), plan: 'enterprise' });
});

describe('the Workspaces card', () => {
  it('lists each workspace with its plan and the person’s role there', async () => {
    render();
    await waitFor(() => text().includes('Bloom Agency'), 'the list');
    expect(text()).toContain("Ada's workspacePro plan · you are owner");
    expect(text()).toContain('Bloom AgencyEnterprise plan · you are editor');
    expect(text()).toContain('Open in this tab');
  });

  it('creates a workspace by name and opens it in this tab', async () => {
    const created = { ...testWorkspace(NEW_WORKSPACE, 'Cozy Kitchens', 'owner'), plan: 'free' as const };
    const listed = [adaWorkspace(), bloomWorkspace('editor')];
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(...listed);
    server.routes['POST /api/workspaces'] = () => {
      listed.push(created);
      return answer(workspaceResponse, { workspace: created }, 201);
    };
    render();
    await waitFor(() => field('new_workspace_name') !== null, 'the form');
    act(() => button('Create workspace')?.click());
    await waitFor(() => text().includes('Name the new workspace'), 'the empty name refused');
    expect(calls('POST', '/api/workspaces')).toHaveLength(0);

    typeInto(field('new_workspace_name') as HTMLInputElement, 'Cozy Kitchens');
    act(() => button('Create workspace')?.click());
    await waitFor(() => text().includes('Boards page'), 'the new workspace opened');
    expect(bodyOf(calls('POST', '/api/workspaces')[0])).toEqual({ name: 'Cozy Kitchens' });
    expect(readCurrentWorkspaceId()).toBe(NEW_WORKSPACE);
  });

  it('shows the refusal and opens the plan of the workspace on Free to upgrade it', async () => {
    server.routes['GET /api/workspaces'] = () =>
      workspacesAnswer({ ...adaWorkspace(), plan: 'free' }, bloomWorkspace('editor'));
    const refusal =
      "Ada's workspace is on the Free plan, and each person may own one workspace on Free. Upgrade Ada's workspace to create another workspace.";
    server.routes['POST /api/workspaces'] = () => failure(403, { error: refusal, code: 'plan_limit' });
    render();
    await waitFor(() => field('new_workspace_name') !== null, 'the form');
    typeInto(field('new_workspace_name') as HTMLInputElement, 'Client');
    act(() => button('Create workspace')?.click());
    await waitFor(() => text().includes(refusal), 'the refusal');
    expect(field('new_workspace_name')?.value).toBe('Client');
    act(() => button("Upgrade Ada's workspace")?.click());
    await waitFor(() => text().includes('Plan page'), 'the plan page');
    expect(readCurrentWorkspaceId()).toBe(ADA_WORKSPACE);
  });

  it('lets an owner rename the workspace of this tab; an editor is not offered it', async () => {
    server.routes[`PUT /api/workspaces/${ADA_WORKSPACE}`] = () =>
      answer(workspaceResponse, { workspace: testWorkspace(ADA_WORKSPACE, 'Ada Studio', 'owner') });
    render();
    await waitFor(() => field('workspace_name') !== null, 'the rename form');
    typeInto(field('workspace_name') as HTMLInputElement, 'Ada Studio');
    act(() => button('Rename')?.click());
    await waitFor(() => calls('PUT', `/api/workspaces/${ADA_WORKSPACE}`).length === 1, 'the rename sent');
    expect(bodyOf(calls('PUT', `/api/workspaces/${ADA_WORKSPACE}`)[0])).toEqual({ name: 'Ada Studio' });

    server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace('editor'));
    clearBrowser();
    signInTestUser();
    render();
    await waitFor(() => text().includes('you are editor'), 'the editor’s list');
    expect(field('workspace_name')).toBeNull();
  });

  it('lets an owner delete a workspace that is not their personal one, after typing its name', async () => {
    const listed = [adaWorkspace(), { ...bloomWorkspace('owner'), plan: 'starter' as const }];
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(...listed);
    server.routes[`DELETE /api/workspaces/${BLOOM_WORKSPACE}`] = () => {
      listed.splice(1, 1);
      return answer(successResponse, { success: true });
    };
    // This tab works in the workspace about to go.
    saveCurrentWorkspaceId(BLOOM_WORKSPACE);
    render();
    await waitFor(() => button('Delete Bloom Agency') !== undefined, 'the delete button');
    // The personal workspace goes only with the account: no Delete on it.
    expect(button("Delete Ada's workspace")).toBeUndefined();

    act(() => button('Delete Bloom Agency')?.click());
    await waitFor(() => field('confirm_name') !== null, 'the dialog');
    expect(text()).toContain('Delete Bloom Agency?');
    expect(text()).toContain('scheduled pins are never published');
    expect(text()).toContain('Its Pinterest accounts are disconnected');
    expect(text()).toContain('Its Starter subscription is canceled at once, with no refund');
    expect(text()).toContain('Type Bloom Agency to confirm');
    // Nothing is sent until the name is typed exactly.
    typeInto(field('confirm_name') as HTMLInputElement, 'bloom agency');
    expect(button('Delete workspace')?.disabled).toBe(true);
    typeInto(field('confirm_name') as HTMLInputElement, 'Bloom Agency');
    expect(button('Delete workspace')?.disabled).toBe(false);
    const listReads = calls('GET', '/api/workspaces').length;
    act(() => button('Delete workspace')?.click());

    await waitFor(
      () => calls('DELETE', `/api/workspaces/${BLOOM_WORKSPACE}`).length === 1,
      'the delete sent',
    );
    expect(bodyOf(calls('DELETE', `/api/workspaces/${BLOOM_WORKSPACE}`)[0])).toEqual({
      confirm_name: 'Bloom Agency',
    });
    // The list is read again, and the tab now works in the personal workspace.
    await waitFor(() => calls('GET', '/api/workspaces').length > listReads, 'the list read again');
    await waitFor(() => field('confirm_name') === null, 'the dialog closed');
    expect(readCurrentWorkspaceId()).toBe(ADA_WORKSPACE);
    await waitFor(() => !text().includes('Bloom Agency'), 'the workspace gone from the list');
  });

  it('shows the server’s refusal in the dialog and keeps the workspace', async () => {
    server.routes['GET /api/workspaces'] = () =>
      workspacesAnswer(adaWorkspace(), { ...bloomWorkspace('owner'), plan: 'free' });
    const refusal =
      'This needs the owner role or higher in Bloom Agency; you are an admin. Ask an owner or admin.';
    server.routes[`DELETE /api/workspaces/${BLOOM_WORKSPACE}`] = () =>
      failure(403, { error: refusal, code: 'role_required' });
    render();
    await waitFor(() => button('Delete Bloom Agency') !== undefined, 'the delete button');
    act(() => button('Delete Bloom Agency')?.click());
    await waitFor(() => field('confirm_name') !== null, 'the dialog');
    // Free: no subscription to cancel, so the dialog says nothing of one.
    expect(text()).not.toContain('subscription');
    typeInto(field('confirm_name') as HTMLInputElement, 'Bloom Agency');
    act(() => button('Delete workspace')?.click());
    await waitFor(
      () => calls('DELETE', `/api/workspaces/${BLOOM_WORKSPACE}`).length === 1,
      'the delete sent',
    );
    await waitFor(() => text().includes(refusal), 'the refusal');
    expect(field('confirm_name')).not.toBeNull();
  });

  it('offers Delete to no one but an owner', async () => {
    render();
    await waitFor(() => text().includes('Bloom Agency'), 'the list');
    expect(
      [...document.querySelectorAll('button')].filter((b) => b.textContent?.startsWith('Delete')),
    ).toEqual([]);
  });
});
