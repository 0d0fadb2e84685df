// @vitest-environment jsdom
// Settings → Team in jsdom with the real query client, router and dialogs; only the server (fetch)
// and the session are replaced.
import { act } from 'react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import {
  invitationResponse,
  type MembersResponse,
  membersResponse,
  type WorkspaceRole,
  workspacesResponse,
} from '../../../../shared/api/workspaces';
import { clearCurrentWorkspaceId, saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { answer, failure } from '../../../test/answers';
import {
  forbidNativeDialogs,
  namedField,
  setUpPageTest,
  typeInto,
  waitFor,
  withSession,
} from '../../../test/page-harness';
import { signedInSession } from '../../../test/users';
import { TeamCard } from './team-card';

const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const SHOP = '55555555-5555-4555-8555-555555555555';
const OMAR = '22222222-2222-4222-8222-222222222222';
const server = setUpPageTest();
forbidNativeDialogs();

const ada = {
  user_id: '33333333-3333-4333-8333-333333333333',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'owner' as WorkspaceRole,
  joined_at: '2026-01-01T00:00:00.000Z',
};
const omar = {
  ...ada,
  user_id: OMAR,
  first_name: 'Omar',
  last_name: 'Haddad',
  email: 'omar@example.com',
  role: 'editor' as WorkspaceRole,
};

function team(members: MembersResponse['members'], extra: Partial<MembersResponse> = {}): MembersResponse {
  return { members, invitations: [], member_limit: 3, ...extra };
}

const shop = {
  id: SHOP,
  name: 'Bloom Shop',
  role: 'editor' as WorkspaceRole,
  created_at: '2026-01-03T00:00:00.000Z',
  last_used: false,
  suspended: false,
  plan: 'starter' as const,
  personal: false,
};

function render(myRole: WorkspaceRole, answerMembers: () => MembersResponse, path = '/settings/team') {
  server.routes['GET /api/workspaces'] = () =>
    answer(workspacesResponse, {
      workspaces: [
        {
          id: WORKSPACE,
          name: "Ada's workspace",
          role: myRole,
          created_at: '2026-01-01T00:00:00.000Z',
          last_used: true,
          suspended: false,
          plan: 'pro',
          personal: true,
        },
        shop,
      ],
    });
  server.routes[`GET /api/workspaces/${WORKSPACE}/members`] = () => answer(membersResponse, answerMembers());
  // The user's zone decides the days shown, whatever the browser's (CI runs this far from UTC).
  const session = signedInSession({
    user: { id: ada.user_id, first_name: 'Ada', last_name: 'Lovelace', time_zone: 'Pacific/Auckland' },
  });
  server.render([{ path: '/settings/team', element: withSession(session, <TeamCard />) }], path, <Toaster />);
}

const text = () => document.body.textContent ?? '';
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; page shows: ${text()}`);
  return found;
};
const posted = (path: string) =>
  server.fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
function submitInvite() {
  const form = document.querySelector('form[aria-labelledby="team-invite-heading"]');
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  server.routes = {};
  // Each test's tab has opened no workspace yet, unless it says so.
  clearCurrentWorkspaceId();
});

const membersCalls = () =>
  server.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/members'));

describe('Settings → Team', () => {
  it("shows the team of the tab's workspace, named in its heading, with no workspace picker of its own", async () => {
    render('owner', () => team([ada, omar]));
    await waitFor(() => membersCalls().length > 0, 'the members call');
    await waitFor(() => text().includes('omar@example.com'), 'the members');
    expect(document.getElementById('settings-team')?.textContent).toBe("Team of Ada's workspace");
    expect(membersCalls()).toEqual([`/api/workspaces/${WORKSPACE}/members`]);
    // Another workspace is opened from the Workspaces card above, not picked here.
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).not.toContain(
      'Workspace',
    );
    expect(text()).not.toContain('Bloom Shop');
  });

  it('follows the workspace the tab has opened, whatever the address names', async () => {
    saveCurrentWorkspaceId(SHOP);
    server.routes[`GET /api/workspaces/${SHOP}/members`] = () =>
      answer(membersResponse, team([{ ...ada, role: 'editor' }]));
    render('owner', () => team([ada, omar]), `/settings/team?workspace=${WORKSPACE}`);
    await waitFor(() => membersCalls().length > 0, 'the members call');
    await waitFor(() => text().includes('ada@example.com'), 'the members');
    expect(document.getElementById('settings-team')?.textContent).toBe('Team of Bloom Shop');
    expect(membersCalls()).toEqual([`/api/workspaces/${SHOP}/members`]);
    // An editor there: no invitations to send.
    expect(text()).not.toContain('Invite someone');
  });

  it('lists the members with their roles and the seats the plan allows', async () => {
    render('owner', () => team([ada, omar]));
    await waitFor(() => text().includes('omar@example.com'), 'the members');
    expect(text()).toContain('2 of 3 seats used');
    expect(text()).toContain('Ada Lovelace(you)');
    const roles = [...document.querySelectorAll<HTMLSelectElement>('li select')];
    // An owner may change everyone else's role; their own is shown, not offered.
    expect(roles.map((select) => select.value)).toEqual(['editor']);
    expect(roles[0]?.closest('li')?.textContent).toContain('omar@example.com');
    // The only owner is offered no Leave: the server would refuse it (last_owner).
    expect(() => button('Leave')).toThrow();
  });

  it('lets an owner invite by email and shows the invitation once the server has it', async () => {
    let invited = false;
    const invitation = {
      id: '44444444-4444-4444-8444-444444444444',
      email: 'zoe@example.com',
      role: 'contributor' as const,
      invited_by: 'Ada Lovelace',
      created_at: '2026-01-02T00:00:00.000Z',
      // 13:00 on Jan 9 in Auckland; Jan 8 in the Americas.
      expires_at: '2026-01-09T00:00:00.000Z',
      expired: false,
    };
    render('owner', () => team([ada], invited ? { invitations: [invitation] } : {}));
    server.routes[`POST /api/workspaces/${WORKSPACE}/invitations`] = () => {
      invited = true;
      return answer(invitationResponse, { invitation });
    };
    await waitFor(() => text().includes('Invite someone'), 'the invite form');
    typeInto(namedField('invite_email'), ' zoe@example.com ');
    typeInto(namedField<HTMLSelectElement>('invite_role'), 'contributor');
    expect(text()).toContain('Generating and editing pins; cannot approve or publish');
    submitInvite();
    await waitFor(() => text().includes('link works until Jan 9'), 'the open invitation');
    expect(posted(`/api/workspaces/${WORKSPACE}/invitations`)).toEqual([
      { email: 'zoe@example.com', role: 'contributor' },
    ]);
    // Sonner draws its toast on its own tick, which may come after the refetched list.
    await waitFor(() => text().includes('Invitation sent to zoe@example.com'), 'the toast');
  });

  it('says what the server refused and keeps what was typed', async () => {
    render('owner', () => team([ada], { member_limit: 1 }));
    server.routes[`POST /api/workspaces/${WORKSPACE}/invitations`] = () =>
      failure(403, {
        code: 'plan_limit',
        error:
          'Your Free plan allows 1 person in a workspace, pending invitations included. Upgrade your plan to invite more.',
      });
    await waitFor(() => text().includes('Invite someone'), 'the invite form');
    expect(text()).toContain('upgrade your plan to add more people');
    typeInto(namedField('invite_email'), 'zoe@example.com');
    submitInvite();
    await waitFor(() => text().includes('Your Free plan allows 1 person'), 'the refusal');
    expect(namedField<HTMLInputElement>('invite_email').value).toBe('zoe@example.com');
  });

  it('shows an editor the team but no way to change it', async () => {
    render('editor', () =>
      team([
        { ...omar, role: 'owner' },
        { ...ada, role: 'editor' },
      ]),
    );
    await waitFor(() => text().includes('omar@example.com'), 'the members');
    expect(text()).not.toContain('Invite someone');
    expect(document.querySelectorAll('select')).toHaveLength(0);
    expect(() => button('Remove')).toThrow();
    // Anyone may leave.
    expect(button('Leave')).toBeTruthy();
  });

  it('removes a member after the app’s own confirmation', async () => {
    let removed = false;
    render('owner', () => team(removed ? [ada] : [ada, omar]));
    server.routes[`DELETE /api/workspaces/${WORKSPACE}/members/${OMAR}`] = () => {
      removed = true;
      return answer(successResponse, { success: true });
    };
    await waitFor(() => text().includes('omar@example.com'), 'the members');
    act(() => button('Remove').click());
    await waitFor(() => text().includes('Remove Omar?'), 'the confirmation');
    act(() => {
      const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
        (b) => b.textContent?.trim() === 'Remove',
      ) as HTMLButtonElement;
      confirm.click();
    });
    await waitFor(() => !text().includes('omar@example.com'), 'the member gone');
    expect(text()).toContain('Omar was removed.');
  });
});
