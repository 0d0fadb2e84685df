// @vitest-environment jsdom
// Disconnected is visible where people work: Boards, Review and Schedule each
// say that nothing will be published while Pinterest is not connected, with the way to connect
// again; a board card's Pinterest badge says the board is not connected. Only fetch is replaced.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type boardDto, boardsResponse } from '../../../shared/api/boards';
import { pinsResponse } from '../../../shared/api/pins';
import { type ConnectionStatus, connectionStatusResponse } from '../../../shared/api/pinterest';
import { timelineResponse } from '../../../shared/api/schedule';
import { answer } from '../../test/answers';
import { testBoard } from '../../test/boards';
import { setUpPageTest, waitFor, withSession } from '../../test/page-harness';
import { notConnectedStatus } from '../../test/pinterest';
import { signedInSession } from '../../test/users';
import BoardsRoute from './boards-route';
import ReviewRoute from './review-route';
import TimelineRoute from './timeline-route';

const test = setUpPageTest({ quietConsole: true });

const session = signedInSession();
const notConnected = notConnectedStatus();
const linkedBoard = testBoard({ name: 'Cozy Kitchens', pinterest_board_id: 'pb1' });

const DISCONNECTED =
  'Pinterest is disconnected, so nothing will be published: scheduled pins wait until you reconnect your account.';
const NEVER_CONNECTED =
  'Pinterest is not connected, so nothing will be published: scheduled pins wait until you connect your account.';

function serve(status: ConnectionStatus, boards: z.input<typeof boardDto>[]) {
  test.routes['GET /api/pinterest/status'] = () => answer(connectionStatusResponse, status);
  test.routes['GET /api/boards'] = () => answer(boardsResponse, { boards });
  test.routes['GET /api/pins?status=generated&order=oldest'] = () => answer(pinsResponse, { pins: [] });
  test.routes['GET /api/timeline'] = () =>
    answer(timelineResponse, {
      time_zone: 'UTC',
      today: '2026-11-23',
      days: [{ date: '2026-11-23', pins: [] }],
      later: [],
      later_count: 0,
      earlier: [],
      earlier_count: 0,
      publishing: {
        connection: status.connected ? 'connected' : 'not_connected',
        missing_scopes: [],
        unlinked_board_ids: [],
        accounts: [],
        board_accounts: {},
      },
    });
}

function render(path: string) {
  test.render(
    [
      { path: '/boards', element: withSession(session, <BoardsRoute />) },
      { path: '/review', element: withSession(session, <ReviewRoute />) },
      { path: '/timeline', element: withSession(session, <TimelineRoute />) },
    ],
    path,
  );
}

const notice = () => document.querySelector('[data-notice="pinterest-connection"]');

describe('Pinterest disconnected, where people work', () => {
  it.each(['/boards', '/review', '/timeline'])('%s says publishing waits, with Reconnect', async (path) => {
    localStorage.setItem('pinloom:pinterest-wizard-offered:u1', '2025-01-01T00:00:00.000Z');
    serve(notConnected, [linkedBoard]);
    render(path);
    await waitFor(() => notice() !== null, 'the notice');
    expect(notice()?.textContent).toContain(DISCONNECTED);
    const reconnect = notice()?.querySelector('a');
    expect(reconnect?.textContent).toBe('Reconnect Pinterest');
    expect(reconnect?.getAttribute('href')).toBe('/settings/pinterest');
  });

  it('says "connect", not "reconnect", to someone who never connected', async () => {
    serve(notConnected, [{ ...linkedBoard, pinterest_board_id: null }]);
    render('/review');
    await waitFor(() => notice() !== null, 'the notice');
    expect(notice()?.textContent).toContain(NEVER_CONNECTED);
    expect(notice()?.querySelector('a')?.textContent).toBe('Connect Pinterest');
  });

  it('says when the connection expired, or lacks a permission, and leads to reconnect', async () => {
    serve({ ...notConnected, connected: true, needs_reconnect: true }, [linkedBoard]);
    render('/timeline');
    await waitFor(() => notice() !== null, 'the notice');
    expect(notice()?.textContent).toContain(
      'Your Pinterest connection has expired, so nothing will be published: scheduled pins wait until you reconnect your account.',
    );
    expect(notice()?.querySelector('a')?.textContent).toBe('Reconnect Pinterest');

    serve({ ...notConnected, connected: true, needs_reconnect: true, missing_scopes: ['boards:write'] }, [
      linkedBoard,
    ]);
    render('/timeline');
    await waitFor(() => notice()?.textContent?.includes('boards:write') ?? false, 'the missing scope');
    expect(notice()?.textContent).toContain(
      'Reconnect to grant: create boards and save pins to them (boards:write).',
    );
  });

  it('says nothing while connected', async () => {
    serve({ ...notConnected, connected: true }, [linkedBoard]);
    render('/review');
    await waitFor(() => document.body.textContent?.includes('No pins to review') ?? false, 'the page');
    await waitFor(() => test.fetchMock.mock.calls.some(([url]) => url === '/api/pinterest/status'), 'status');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notice()).toBeNull();
  });

  it('marks a linked board’s badge as not connected', async () => {
    localStorage.setItem('pinloom:pinterest-wizard-offered:u1', '2025-01-01T00:00:00.000Z');
    serve(notConnected, [linkedBoard]);
    render('/boards');
    await waitFor(() => document.body.textContent?.includes('Cozy Kitchens') ?? false, 'the board');
    await waitFor(() => notice() !== null, 'the notice');
    const card = document.querySelector('article') as HTMLElement;
    expect(card.textContent).toContain('Pinterest Board (not connected)');
  });
});
