// @vitest-environment jsdom
// What each role in the current workspace sees on the main screens (ADR 0032): the buttons a role
// cannot use are left out, and a line says why. Only fetch (the server) is replaced; the role comes
// from GET /api/workspaces as in the app.
import { describe, expect, it } from 'vitest';
import { apiKeysResponse } from '../../../shared/api/api-keys';
import { boardsResponse } from '../../../shared/api/boards';
import { pinsResponse } from '../../../shared/api/pins';
import { connectionStatusResponse } from '../../../shared/api/pinterest';
import { customPromptsResponse } from '../../../shared/api/prompts';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { answer, json } from '../../test/answers';
import { testBoard } from '../../test/boards';
import { setUpPageTest, waitFor } from '../../test/page-harness';
import { testPin } from '../../test/pins';
import { notConnectedStatus } from '../../test/pinterest';
import { signInTestUser } from '../../test/users';
import { adaWorkspace, bloomWorkspace, workspacesAnswer } from '../../test/workspaces';
import ApiSettingsRoute from './api-settings-route';
import BoardsRoute from './boards-route';
import PinterestSettingsRoute from './pinterest-settings-route';
import PromptsSettingsRoute from './prompts-settings-route';
import ReviewRoute from './review-route';

const server = setUpPageTest({ quietConsole: true });

const text = () => document.body.textContent ?? '';
const buttonNames = () =>
  Array.from(document.querySelectorAll('button')).map(
    (b) => b.getAttribute('aria-label') ?? b.textContent?.trim(),
  );
const roleNotice = () => document.querySelector('[data-notice="role"]')?.textContent ?? null;

/** Signed in, working in Bloom Agency (chosen in this tab) with `role`, on the page at `path`. */
function renderAs(role: WorkspaceRole, path: string, boards = [testBoard()]) {
  signInTestUser();
  sessionStorage.setItem('workspaceId', bloomWorkspace().id);
  server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace(), bloomWorkspace(role));
  server.routes['GET /api/boards'] = () => answer(boardsResponse, { boards });
  server.routes['GET /api/user/usage'] = () => json(404, {});
  server.routes['GET /api/features'] = () => json(404, {});
  server.routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, notConnectedStatus());
  server.routes['GET /api/pins?status=generated&order=oldest'] = () =>
    answer(pinsResponse, { pins: [testPin('p1')] });
  server.routes['GET /api/boards/b1/pins?limit=4'] = () => answer(pinsResponse, { pins: [] });
  server.render(
    [
      { path: '/boards', element: <BoardsRoute /> },
      { path: '/review', element: <ReviewRoute /> },
      { path: '/settings/pinterest', element: <PinterestSettingsRoute /> },
      { path: '/settings/prompts', element: <PromptsSettingsRoute /> },
      { path: '/settings/api', element: <ApiSettingsRoute /> },
    ],
    path,
  );
}

/** Waits until the role is known: the workspaces answered and the page has settled on it. */
async function roleKnown() {
  await waitFor(
    () => server.fetchMock.mock.calls.some(([url]) => String(url) === '/api/workspaces'),
    'the workspaces',
  );
  await waitFor(
    () => document.querySelector('[aria-busy="true"], [role="status"][aria-label^="Loading"]') === null,
    'the page',
  );
}

describe('the boards page by role', () => {
  it('shows a viewer the boards without Create board, Generate or Delete, and says why', async () => {
    renderAs('viewer', '/boards');
    await roleKnown();
    await waitFor(() => roleNotice() !== null, 'the role notice');
    expect(roleNotice()).toContain(
      'You are a viewer in Bloom Agency: you can see its boards and pins but not change them.',
    );
    expect(text()).toContain('Recipes');
    const names = buttonNames();
    expect(names).not.toContain('Add New Board');
    expect(names).not.toContain('Generate Pin');
    expect(names).not.toContain('Delete board Recipes');
    expect(names).not.toContain('Edit board Recipes');
    expect(names).not.toContain('Reorder board Recipes');
    expect(names).not.toContain('Sync Pinterest boards');
  });

  it('shows a viewer of an empty workspace no Create a board button', async () => {
    renderAs('viewer', '/boards', []);
    await roleKnown();
    await waitFor(() => roleNotice() !== null && text().includes('No boards found'), 'the empty state');
    expect(buttonNames()).not.toContain('Create a board');
    expect(text()).toContain('This workspace has no boards yet.');
  });

  it('lets a contributor generate, but not create or delete boards', async () => {
    renderAs('contributor', '/boards');
    await roleKnown();
    await waitFor(() => buttonNames().includes('Generate Pin'), 'Generate Pin');
    await waitFor(() => roleNotice() !== null, 'the role notice');
    expect(roleNotice()).toContain('creating, changing and deleting boards needs an editor');
    expect(buttonNames()).not.toContain('Add New Board');
    expect(buttonNames()).not.toContain('Delete board Recipes');
  });

  it('gives an editor everything, with no notice', async () => {
    renderAs('editor', '/boards');
    await roleKnown();
    await waitFor(() => buttonNames().includes('Add New Board'), 'Add New Board');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Generate Pin', 'Delete board Recipes']));
    expect(roleNotice()).toBeNull();
  });
});

describe('review by role', () => {
  it('lets a contributor edit pins, but shows no Approve or Delete', async () => {
    renderAs('contributor', '/review');
    await roleKnown();
    await waitFor(() => buttonNames().includes('Edit'), 'Edit');
    await waitFor(() => roleNotice() !== null, 'the role notice');
    expect(roleNotice()).toContain('approving, scheduling and deleting them needs an editor');
    expect(buttonNames()).not.toContain('Approve');
    expect(buttonNames()).not.toContain('Delete');
    expect(buttonNames()).not.toContain('Approve selected');
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('shows a viewer the pins with no buttons to change them', async () => {
    renderAs('viewer', '/review');
    await roleKnown();
    await waitFor(() => text().includes('Pin p1') && roleNotice() !== null, 'the pin and the notice');
    expect(buttonNames()).not.toContain('Edit');
    expect(buttonNames()).not.toContain('Approve');
  });

  it('gives an editor Approve and Delete', async () => {
    renderAs('editor', '/review');
    await roleKnown();
    await waitFor(() => buttonNames().includes('Approve'), 'Approve');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Edit', 'Delete', 'Approve selected']));
  });
});

describe('the Pinterest card by role', () => {
  it('tells an editor only owners and admins connect Pinterest', async () => {
    renderAs('editor', '/settings/pinterest');
    await roleKnown();
    await waitFor(() => text().includes('Only an owner or admin of Bloom Agency'), 'the reason');
    expect(buttonNames()).not.toContain('Connect Pinterest Account');
  });

  it('tells an editor on Review who can connect Pinterest, with no link to a page they cannot use', async () => {
    renderAs('editor', '/review');
    await roleKnown();
    await waitFor(
      () => text().includes('Ask an owner or admin of this workspace to connect it.'),
      'the notice',
    );
    const notice = document.querySelector('[data-notice="pinterest-connection"]');
    expect(notice?.querySelector('a')).toBeNull();
  });

  it('lets an admin connect', async () => {
    renderAs('admin', '/settings/pinterest');
    await roleKnown();
    await waitFor(() => buttonNames().includes('Connect Pinterest Account'), 'Connect');
    expect(text()).not.toContain('Only an owner or admin');
  });
});

describe('Settings → Prompts by role', () => {
  it('tells an editor only owners and admins change the prompts, with no editor', async () => {
    renderAs('editor', '/settings/prompts');
    await roleKnown();
    await waitFor(
      () => text().includes('Only an owner or admin of Bloom Agency can change the prompts.'),
      'the reason',
    );
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('shows an admin the workspace’s prompts', async () => {
    server.routes['GET /api/prompts'] = () =>
      answer(customPromptsResponse, {
        in_force: false,
        plan: 'pro',
        kinds: [],
      });
    renderAs('admin', '/settings/prompts');
    await roleKnown();
    await waitFor(
      () => server.fetchMock.mock.calls.some(([url]) => String(url) === '/api/prompts'),
      'the prompts',
    );
    await waitFor(() => text().includes('Upgrade to Enterprise'), 'the upgrade');
    expect(text()).not.toContain('Only an owner or admin');
  });
});

describe('Settings → API by role', () => {
  it('tells an editor only owners and admins manage API keys, with no form', async () => {
    renderAs('editor', '/settings/api');
    await roleKnown();
    await waitFor(
      () => text().includes('Only an owner or admin of Bloom Agency can manage API keys.'),
      'the reason',
    );
    expect(document.querySelector('form[aria-label="Create an API key"]')).toBeNull();
  });

  it('shows an admin the workspace’s keys', async () => {
    server.routes['GET /api/api-keys'] = () => answer(apiKeysResponse, { api_keys: [], in_force: true });
    renderAs('admin', '/settings/api');
    await roleKnown();
    await waitFor(() => text().includes('No API keys yet.'), 'the keys');
    expect(text()).not.toContain('Only an owner or admin');
  });
});
