// @vitest-environment jsdom
// /invitation?token=… in jsdom with the real query client and router; only the server (fetch) and
// the session are replaced.
import { act } from 'react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptInvitationResponse,
  INVITATION_ERRORS,
  invitationPreviewResponse,
} from '../../../../shared/api/workspaces';
import { readCurrentWorkspaceId } from '../../../lib/current-workspace';
import type { SessionValue } from '../../../lib/session-context';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, waitFor, withSession } from '../../../test/page-harness';
import { signedInSession } from '../../../test/users';
import { visitorSession } from '../../../test/visitor-session';
import InvitationPage from './invitation-page';

const TOKEN = 'B'.repeat(43);
const server = setUpPageTest();
const preview = {
  workspace_name: 'Bloom Agency',
  invited_by: 'Ines Garcia',
  email: 'ada@example.com',
  role: 'editor' as const,
  expires_at: '2026-01-09T00:00:00.000Z',
};

function render(session: SessionValue, path = `/invitation?token=${TOKEN}`) {
  server.render(
    [
      { path: '/invitation', element: withSession(session, <InvitationPage />) },
      { path: '/settings/team', element: <TeamAddress /> },
    ],
    path,
    <Toaster />,
  );
}

/** Stands for Settings → Team: says the workspace whose team it shows, the one the tab works in. */
function TeamAddress() {
  return <p>Team settings page of {readCurrentWorkspaceId()}</p>;
}

const text = () => document.body.textContent ?? '';
const linkTo = (href: string) => document.querySelector(`a[href="${href}"]`);
const signedInAs = (email: string) =>
  signedInSession({ user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email } });

beforeEach(() => {
  server.routes = {
    'POST /api/invitations/preview': () => answer(invitationPreviewResponse, preview),
  };
});

describe('/invitation', () => {
  it('shows a visitor the invitation and ways to sign in or sign up that come back here', async () => {
    render(visitorSession());
    await waitFor(() => text().includes('Bloom Agency'), 'the invitation');
    expect(text()).toContain('Ines Garcia invited ada@example.com to join Bloom Agency as editor.');
    const back = encodeURIComponent(`/invitation?token=${TOKEN}`);
    expect(linkTo(`/login?next=${back}`)?.textContent).toBe('Sign in to accept');
    expect(linkTo(`/signup?email=${encodeURIComponent('ada@example.com')}&next=${back}`)?.textContent).toBe(
      'Create an account',
    );
  });

  it('joins with one button when signed in with the invited address, then opens the team', async () => {
    server.routes['POST /api/invitations/accept'] = () =>
      answer(acceptInvitationResponse, {
        workspace: {
          id: '11111111-1111-4111-8111-111111111111',
          name: 'Bloom Agency',
          role: 'editor',
          created_at: '2026-01-01T00:00:00.000Z',
          last_used: false,
          suspended: false,
          plan: 'pro',
          personal: false,
        },
      });
    render(signedInAs('Ada@Example.com'));
    await waitFor(() => text().includes('Join Bloom Agency'), 'the join button');
    act(() => {
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Join Bloom Agency')?.click();
    });
    await waitFor(
      () => text().includes('Team settings page of 11111111-1111-4111-8111-111111111111'),
      'the team page of the workspace joined',
    );
    expect(text()).toContain('You joined Bloom Agency.');
    // The tab now works in the workspace joined.
    expect(readCurrentWorkspaceId()).toBe('11111111-1111-4111-8111-111111111111');
    const accepted = server.fetchMock.mock.calls.find(([url]) => String(url) === '/api/invitations/accept');
    expect(JSON.parse(String(accepted?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('tells someone signed in with another address what to do', async () => {
    render(signedInAs('someone.else@example.com'));
    await waitFor(() => text().includes('You are signed in as'), 'the explanation');
    expect(text()).toContain(
      `You are signed in as someone.else@example.com. ${INVITATION_ERRORS.invitation_other_email}`,
    );
    expect(text()).not.toContain('Join Bloom Agency');
  });

  it.each(Object.entries(INVITATION_ERRORS).filter(([code]) => code !== 'invitation_other_email'))(
    'says why the link cannot be used: %s',
    async (code, message) => {
      const status = code === 'invitation_invalid' ? 404 : 410;
      server.routes['POST /api/invitations/preview'] = () => failure(status, { code, error: message });
      render(visitorSession());
      await waitFor(() => text().includes(message), 'the reason');
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(message);
    },
  );

  it('says a link without a token is not valid, without asking the server', async () => {
    render(visitorSession(), '/invitation');
    await waitFor(() => text().includes(INVITATION_ERRORS.invitation_invalid), 'the reason');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
