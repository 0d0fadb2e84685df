// @vitest-environment jsdom
// The setup wizard in jsdom with the real query client, router and dialog; only fetch (the
// server) and location.assign (leaving for Pinterest) are replaced.
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionStatus,
  connectionStatusResponse,
  connectResponse,
} from '../../../../shared/api/pinterest';
import { PINTEREST_ACCESS } from '../../../../shared/pinterest-access';
import { SessionContext } from '../../../lib/session-context';
import { answer, failure, json } from '../../../test/answers';
import { type Mounted, mount, withQueries } from '../../../test/mount';
import { clearBrowser } from '../../../test/page-harness';
import { connectedStatus, notConnectedStatus } from '../../../test/pinterest';
import { signedInSession, signInTestUser } from '../../../test/users';
import { SetupWizard, wizardProgress } from './setup-wizard';
import { SetupWizardDialog } from './setup-wizard-dialog';
import SetupWizardPage from './setup-wizard-page';

const notConnected = notConnectedStatus({ demo_url: 'http://127.0.0.1:9/demo' });
const connected = connectedStatus({ demo_url: 'http://127.0.0.1:9/demo' });

const session = signedInSession();

let status: ConnectionStatus;
let connectAnswer: () => Response;
const fetchMock = vi.fn<typeof fetch>();
const assignMock = vi.fn();
let page: Mounted | undefined;

function statusCalls(): number {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/pinterest/status').length;
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function waitFor(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await flush(10);
  }
  throw new Error(`Timed out waiting for ${what}; page shows: ${document.body.textContent}`);
}

function buttonNamed(name: string): HTMLButtonElement {
  const found = Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}" in: ${document.body.textContent}`);
  return found;
}

function click(name: string) {
  act(() => buttonNamed(name).click());
}

function progress() {
  const bar = document.querySelector('[role="progressbar"]');
  return { now: bar?.getAttribute('aria-valuenow'), text: bar?.getAttribute('aria-valuetext') };
}

function render(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/boards', element },
      { path: '/dashboard', element },
    ],
    { initialEntries: ['/boards'] },
  );
  page = mount(withQueries(<RouterProvider router={router} />));
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  signInTestUser();
  status = notConnected;
  connectAnswer = () =>
    answer(connectResponse, { success: true, authUrl: 'http://127.0.0.1:9/oauth/authorize?x=1' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/pinterest/status') return answer(connectionStatusResponse, status);
    if (url.startsWith('/api/pinterest/connect?')) return connectAnswer();
    return failure(404, { error: `No route ${url}`, code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign: assignMock });
});

afterEach(() => {
  page?.unmount();
  page = undefined;
  fetchMock.mockReset();
  assignMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearBrowser();
});

describe('the setup wizard', () => {
  it('counts its three steps as 33%, 67% and 100%', () => {
    expect([1, 2, 3].map((step) => wizardProgress(step as 1 | 2 | 3))).toEqual([
      { label: 'Step 1 of 3', percent: 33 },
      { label: 'Step 2 of 3', percent: 67 },
      { label: 'Step 3 of 3', percent: 100 },
    ]);
  });

  it('walks welcome → connect, shows the progress and the access asked, and leaves for Pinterest', async () => {
    const onSkip = vi.fn();
    render(<SetupWizard mode="page" onSkip={onSkip} onGetStarted={() => {}} />);
    await waitFor(() => statusCalls() === 1, 'the status check on open');
    await waitFor(
      () => document.body.textContent?.includes('Demo mode: Pinterest is simulated') ?? false,
      'badge',
    );

    const text = () => document.body.textContent ?? '';
    expect(text()).toContain('Step 1 of 3');
    expect(text()).toContain('33%');
    expect(progress()).toEqual({ now: '33', text: 'Step 1 of 3, 33%' });
    expect(document.querySelector('h2')?.textContent).toBe('Welcome to Pinloom!');
    for (const benefit of ['Automatic posting', 'Access to your boards and analytics', 'Scheduling']) {
      expect(text()).toContain(benefit);
    }
    click('Skip for now');
    expect(onSkip).toHaveBeenCalledOnce();

    click('Next');
    expect(text()).toContain('Step 2 of 3');
    expect(text()).toContain('67%');
    expect(progress().now).toBe('67');
    expect(document.activeElement?.textContent).toBe('Connect Your Pinterest Account');
    // One line per scope asked for (docs/product.md's three, and board writing and reading pins too),
    // each with why: the shared list the connect call asks for.
    const listed = Array.from(document.querySelectorAll('ul[aria-labelledby] li')).map(
      (li) => li.textContent,
    );
    expect(listed).toEqual(PINTEREST_ACCESS.map((access) => `${access.label}: ${access.reason}`));
    expect(listed[2]).toMatch(/^Create boards and save pins to them: Pinterest /);
    expect(text()).toContain('We never post without your explicit permission');

    click('Connect Pinterest Account');
    expect(buttonNamed('Connecting...').disabled).toBe(true);
    await waitFor(() => assignMock.mock.calls.length === 1, 'leaving for Pinterest');
    expect(assignMock).toHaveBeenCalledWith('http://127.0.0.1:9/oauth/authorize?x=1');
    const connectUrl = String(fetchMock.mock.calls.find(([url]) => String(url).includes('/connect?'))?.[0]);
    const query = new URL(connectUrl, 'http://localhost').searchParams;
    expect(query.get('return_to')).toBe('/boards');
    expect(query.get('scopes')?.split(',')).toEqual(expect.arrayContaining(['boards:read', 'pins:write']));
    // The way back reopens the wizard at its last step.
    expect(sessionStorage.getItem('pinloom:pinterest-wizard-connecting')).toBe('1');
  });

  it('checks the status on open and every 2 seconds only while on step 2, then moves to step 3', async () => {
    render(<SetupWizard mode="page" onSkip={() => {}} onGetStarted={() => {}} />);
    await waitFor(() => statusCalls() === 1, 'the status check on open');

    await flush(10_000);
    expect(statusCalls()).toBe(1);

    click('Next');
    await flush(1_999);
    expect(statusCalls()).toBe(1);
    await flush(1);
    expect(statusCalls()).toBe(2);
    await flush(4_000);
    expect(statusCalls()).toBe(4);

    click('Back');
    await flush(10_000);
    expect(statusCalls()).toBe(4);

    click('Next');
    status = connected;
    await flush(2_000);
    await waitFor(() => document.body.textContent?.includes("You're All Set!") ?? false, 'step 3');
    expect(document.body.textContent).toContain('Step 3 of 3');
    expect(document.body.textContent).toContain('100%');
    expect(document.body.textContent).toContain('@pinloom_demo is connected');
    expect(document.body.textContent).not.toContain('Skip for now');
    const calls = statusCalls();
    await flush(10_000);
    expect(statusCalls()).toBe(calls);
    expect(buttonNamed('Get Started')).toBeTruthy();
  });

  it('opens at step 3 at once for an account that is already connected', async () => {
    status = connected;
    const onGetStarted = vi.fn();
    render(<SetupWizard mode="page" onGetStarted={onGetStarted} />);
    await waitFor(() => document.body.textContent?.includes("You're All Set!") ?? false, 'step 3');
    click('Get Started');
    expect(onGetStarted).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the server error text',
      () => failure(502, { error: 'Pinterest is not answering', code: 'pinterest_unavailable' }),
      'Pinterest is not answering',
    ],
    // Breaks the contract on purpose: what a proxy might send.
    [
      'the initiate fallback for an answer without a consent address',
      () => json(200, { authUrl: 7 }),
      'Failed to initiate Pinterest connection',
    ],
    ['the connect fallback', () => json(500, {}), 'Failed to connect to Pinterest'],
  ])('shows %s when the connection cannot start', async (_what, answer, message) => {
    connectAnswer = answer;
    render(<SetupWizard mode="page" onSkip={() => {}} onGetStarted={() => {}} />);
    click('Next');
    click('Connect Pinterest Account');
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the error');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('error');
    expect(assignMock).not.toHaveBeenCalled();
    expect(buttonNamed('Connect Pinterest Account').disabled).toBe(false);
  });
});

describe('the setup wizard page', () => {
  it('is where Pinterest sends the browser back, and a No brings back step 2 with the message', async () => {
    sessionStorage.setItem('pinloom:pinterest-wizard-connecting', '1');
    const router = createMemoryRouter([{ path: '/connect-pinterest', element: <SetupWizardPage /> }], {
      initialEntries: ['/connect-pinterest?error=access_denied'],
    });
    page = mount(
      withQueries(
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>,
      ),
    );
    await waitFor(() => router.state.location.search === '', 'the cleared address');
    await waitFor(() => document.body.textContent?.includes('Step 2 of 3') ?? false, 'step 2');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'You denied access to Pinterest. Please try again to connect your account.',
    );
    expect(buttonNamed('Skip for now')).toBeTruthy();

    // Trying again asks Pinterest to send the browser back to this page.
    click('Connect Pinterest Account');
    await waitFor(() => assignMock.mock.calls.length === 1, 'leaving for Pinterest');
    const connectUrl = String(fetchMock.mock.calls.find(([url]) => String(url).includes('/connect?'))?.[0]);
    expect(new URL(connectUrl, 'http://localhost').searchParams.get('return_to')).toBe('/connect-pinterest');
  });
});

describe('the setup wizard as a modal', () => {
  it('cannot be closed by a user who is not connected, and offers no skip', async () => {
    const onClose = vi.fn();
    render(<SetupWizardDialog open onClose={onClose} />);
    await waitFor(() => statusCalls() >= 1, 'the status check');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Pinterest connection required to continue',
    );
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Set up Pinterest',
    );
    expect(document.querySelector('button[aria-label="Close"]')).toBeNull();
    expect(document.body.textContent).not.toContain('Skip for now');

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    const backdrop = dialog?.previousElementSibling;
    act(() => {
      backdrop?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('can be closed once connected, and Get Started closes it', async () => {
    status = connected;
    const onClose = vi.fn();
    render(<SetupWizardDialog open initialStep={3} onClose={onClose} />);
    await waitFor(() => document.querySelector('button[aria-label="Close"]') !== null, 'the close button');
    expect(document.body.textContent).not.toContain('Pinterest connection required to continue');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    click('Get Started');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
