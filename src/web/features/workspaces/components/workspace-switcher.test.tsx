// @vitest-environment jsdom
// The header's workspace switcher in jsdom with the real query client, router and API client; only
// the server (fetch) is replaced, and it answers each workspace's boards by the X-Workspace-Id sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { boardsResponse } from '../../../../shared/api/boards';
import { useBoards } from '../../../api/get-boards';
import { readCurrentWorkspaceId, saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { answer, failure } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import { clearBrowser, setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import {
  ADA_WORKSPACE,
  adaWorkspace,
  BLOOM_WORKSPACE,
  bloomWorkspace,
  workspacesAnswer,
} from '../../../test/workspaces';
import { WorkspaceSwitcher } from './workspace-switcher';

const server = setUpPageTest();
const BOARD_OF = { [ADA_WORKSPACE]: 'Recipes', [BLOOM_WORKSPACE]: 'Cozy Kitchens' } as Record<string, string>;

/** A screen of workspace data: the names of the boards the server sent. */
function BoardNames() {
  const boards = useBoards();
  return <p data-testid="boards">{boards.data?.map((board) => board.name).join(', ') ?? 'loading'}</p>;
}

function render(path = '/timeline') {
  server.render(
    [
      {
        path: '/timeline',
        element: (
          <>
            <WorkspaceSwitcher />
            <p>Timeline page</p>
            <BoardNames />
          </>
        ),
      },
      {
        path: '/boards',
        element: (
          <>
            <WorkspaceSwitcher />
            <p>Boards page</p>
            <BoardNames />
          </>
        ),
      },
    ],
    path,
  );
}

const text = () => document.body.textContent ?? '';
/** The X-Workspace-Id a call to the fake server named. */
const workspaceSent = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['X-Workspace-Id'];
const select = () => document.querySelector<HTMLSelectElement>('select');
const boardsShown = () => document.querySelector('[data-testid="boards"]')?.textContent;
const calls = (path: string) => server.fetchMock.mock.calls.filter(([url]) => String(url) === path);
const sentWorkspace = (call: (typeof server.fetchMock.mock.calls)[number] | undefined) =>
  workspaceSent(call?.[1]);

beforeEach(() => {
  clearBrowser();
  signInTestUser();
  server.routes['GET /api/boards'] = (init) => {
    const workspace = workspaceSent(init) ?? ADA_WORKSPACE;
    return answer(boardsResponse, { boards: [testBoard({ name: BOARD_OF[workspace] ?? '?' })] });
  };
});

describe('the workspace switcher', () => {
  it('is not shown to someone in one workspace', async () => {
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace());
    render();
    await waitFor(() => calls('/api/workspaces').length > 0 && boardsShown() === 'Recipes', 'the page');
    await waitFor(() => readCurrentWorkspaceId() === ADA_WORKSPACE, 'the workspace stored');
    expect(select()).toBeNull();
    expect(text()).not.toContain('owner');
  });

  it('shows the first workspace and the role there before any choice, and stores it', async () => {
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace(), bloomWorkspace());
    render();
    await waitFor(() => select() !== null, 'the switcher');
    expect(select()?.value).toBe(ADA_WORKSPACE);
    expect(document.querySelector('label')?.textContent).toBe('Workspace');
    expect([...(select()?.options ?? [])].map((option) => option.text)).toEqual([
      "Ada's workspace",
      'Bloom Agency',
    ]);
    expect(document.getElementById(select()?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your role: owner',
    );
    // Stored, so the calls act in the workspace the header shows.
    expect(readCurrentWorkspaceId()).toBe(ADA_WORKSPACE);
  });

  it('shows the workspace this tab chose', async () => {
    saveCurrentWorkspaceId(BLOOM_WORKSPACE);
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace(), bloomWorkspace('editor'));
    render();
    await waitFor(() => select()?.value === BLOOM_WORKSPACE, 'the chosen workspace');
    expect(text()).toContain('Your role: editor');
    await waitFor(() => boardsShown() === 'Cozy Kitchens', "Bloom's boards");
  });

  it('switching stores the choice, opens the boards and reads every screen again in it', async () => {
    server.routes['GET /api/workspaces'] = () => workspacesAnswer(adaWorkspace(), bloomWorkspace());
    render();
    await waitFor(() => select() !== null && boardsShown() === 'Recipes', "Ada's boards");
    const listCalls = calls('/api/workspaces').length;

    typeInto(select() as HTMLSelectElement, BLOOM_WORKSPACE);

    expect(readCurrentWorkspaceId()).toBe(BLOOM_WORKSPACE);
    await waitFor(() => text().includes('Boards page'), 'the boards page');
    await waitFor(() => boardsShown() === 'Cozy Kitchens', "Bloom's boards");
    expect(sentWorkspace(calls('/api/boards').at(-1))).toBe(BLOOM_WORKSPACE);
    expect(text()).toContain('Your role: viewer');
    // The list of workspaces is the person's, not the workspace's: it is not asked again.
    expect(calls('/api/workspaces')).toHaveLength(listCalls);
  });

  it('drops a workspace the person was removed from, and reads their workspaces and the screen again', async () => {
    saveCurrentWorkspaceId(BLOOM_WORKSPACE);
    // Listed when the tab opened; removed since, so its boards are refused.
    let listed = [adaWorkspace(), bloomWorkspace()];
    server.routes['GET /api/workspaces'] = () => {
      const answered = workspacesAnswer(...listed);
      listed = [adaWorkspace()];
      return answered;
    };
    server.routes['GET /api/boards'] = (init) => {
      const workspace = workspaceSent(init);
      if (workspace === BLOOM_WORKSPACE)
        return failure(404, { error: 'Workspace not found', code: 'not_found' });
      return answer(boardsResponse, { boards: [testBoard({ name: BOARD_OF[workspace ?? ADA_WORKSPACE] })] });
    };
    render();
    await waitFor(() => boardsShown() === 'Recipes', "the boards of the server's last used workspace");
    expect(sentWorkspace(calls('/api/boards')[0])).toBe(BLOOM_WORKSPACE);
    expect(sentWorkspace(calls('/api/boards').at(-1))).not.toBe(BLOOM_WORKSPACE);
    await waitFor(() => calls('/api/workspaces').length >= 2, 'the workspaces read again');
    await waitFor(() => readCurrentWorkspaceId() === ADA_WORKSPACE, 'the workspace left');
    expect(select()).toBeNull();
  });
});
