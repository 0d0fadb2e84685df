// @vitest-environment jsdom
// /client-review?token=… in jsdom with the real query client and router, for a visitor without an
// account; only the server (fetch) is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientPinDto,
  type ClientReview,
  clientDecisionResponse,
  clientReviewResponse,
  REVIEW_LINK_ERRORS,
} from '../../../../shared/api/client-review';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, typeInto, waitFor, withSession } from '../../../test/page-harness';
import { visitorSession } from '../../../test/visitor-session';
import { COMMENT_REQUIRED, MOVED_ON } from './client-pin-card';
import ClientReviewPage from './client-review-page';

const TOKEN = 'C'.repeat(43);
const SOUP = '11111111-1111-4111-8111-111111111111';
const PIE = '22222222-2222-4222-8222-222222222222';
const TEA = '33333333-3333-4333-8333-333333333333';
const page = setUpPageTest({ quietConsole: true });

const clientPin = (id: string, title: string, extra: Partial<ClientPinDto> = {}): ClientPinDto => ({
  id,
  title,
  description: `All about ${title}`,
  alt_text: `A bowl of ${title}`,
  link: 'https://www.recipes.example/autumn',
  image_url: `/media/pins/${id}.png`,
  board_name: 'Autumn recipes',
  open: true,
  decision: null,
  comment: null,
  decided_by: null,
  decided_at: null,
  ...extra,
});

const review: ClientReview = {
  name: 'Acme, May',
  workspace_name: 'Bloom Agency',
  expires_at: '2026-05-11T10:00:00.000Z',
  pins: [
    clientPin(SOUP, 'Pumpkin soup'),
    clientPin(PIE, 'Apple pie'),
    clientPin(TEA, 'Chai', { open: false, decision: null }),
  ],
};

const text = () => document.body.textContent ?? '';
const card = (title: string) =>
  Array.from(document.querySelectorAll('article')).find(
    (a) => a.querySelector('h3')?.textContent === title,
  ) as HTMLElement | undefined;

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; page shows: ${document.body.textContent}`);
  return found;
}

function decisionsSent(): unknown[] {
  return page.fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/client-review/decide')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function render(path = `/client-review?token=${TOKEN}`) {
  page.render(
    [{ path: '/client-review', element: withSession(visitorSession(), <ClientReviewPage />) }],
    path,
  );
}

/** The server's copy of the pin after a decision, as the route answers it. */
function decided(init: RequestInit | undefined, open: boolean) {
  const body = JSON.parse(String(init?.body)) as {
    pin_id: string;
    decision: string;
    comment: string;
    name: string;
  };
  const pin = review.pins.find((p) => p.id === body.pin_id) as ClientPinDto;
  return answer(clientDecisionResponse, {
    pin: {
      ...pin,
      open,
      decision: body.decision as ClientPinDto['decision'],
      comment: body.comment || null,
      decided_by: body.name,
      decided_at: '2026-05-05T09:00:00.000Z',
    },
  });
}

beforeEach(() => {
  page.routes = { 'POST /api/client-review/open': () => answer(clientReviewResponse, { review }) };
});

afterEach(() => localStorage.clear());

describe('/client-review', () => {
  it('shows the pins as they will look on Pinterest, without a session', async () => {
    render();
    await waitFor(() => text().includes('Pumpkin soup'), 'the pins');
    expect(document.querySelector('h1')?.textContent).toBe('Acme, May');
    expect(text()).toContain('from Bloom Agency');
    expect(text()).toContain('Link works until');
    const soup = card('Pumpkin soup') as HTMLElement;
    const image = soup.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('A bowl of Pumpkin soup');
    expect(image?.getAttribute('src')).toBe(`/media/pins/${SOUP}.png`);
    expect(soup.textContent).toContain('All about Pumpkin soup');
    expect(soup.textContent).toContain('recipes.example');
    expect(soup.textContent).toContain('Autumn recipes');
    expect(
      ['Approve', 'Ask for changes', 'Reject'].map((name) => button(name, soup).textContent),
    ).toHaveLength(3);
    // A pin the team moved on has no buttons.
    const chai = card('Chai') as HTMLElement;
    expect(chai.textContent).toContain(MOVED_ON);
    expect(chai.querySelector('button')).toBeNull();
    const opened = page.fetchMock.mock.calls.find(([url]) => String(url) === '/api/client-review/open');
    expect(JSON.parse(String(opened?.[1]?.body))).toEqual({ token: TOKEN });
    expect(new Headers(opened?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('asks for a name, sends the decision with it, and remembers it', async () => {
    page.routes['POST /api/client-review/decide'] = (init) => decided(init, false);
    render();
    await waitFor(() => text().includes('Pumpkin soup'), 'the pins');
    const soup = card('Pumpkin soup') as HTMLElement;
    act(() => button('Approve', soup).click());
    expect(soup.querySelector('[role="alert"]')?.textContent).toBe(
      'Tell us your name, so the team knows who decided.',
    );
    const nameField = document.querySelector('input[name="client-name"]') as HTMLInputElement;
    expect(document.activeElement).toBe(nameField);
    expect(decisionsSent()).toEqual([]);

    typeInto(nameField, 'Dana');
    act(() => button('Approve', soup).click());
    await waitFor(() => soup.textContent?.includes('Approved by Dana') ?? false, 'the decision');
    expect(decisionsSent()).toEqual([
      { token: TOKEN, pin_id: SOUP, decision: 'approved', comment: '', name: 'Dana' },
    ]);
    // Approved, so scheduled: no longer the client's to change.
    expect(soup.querySelector('button')).toBeNull();
    expect(soup.textContent).not.toContain(MOVED_ON);
    expect(localStorage.getItem('pinloom:client-review-name')).toBe('Dana');
  });

  it('requires a comment to ask for changes, and lets the client change their mind', async () => {
    localStorage.setItem('pinloom:client-review-name', 'Dana');
    page.routes['POST /api/client-review/decide'] = (init) => decided(init, true);
    render();
    await waitFor(() => text().includes('Apple pie'), 'the pins');
    expect((document.querySelector('input[name="client-name"]') as HTMLInputElement).value).toBe('Dana');
    const pie = card('Apple pie') as HTMLElement;
    act(() => button('Ask for changes', pie).click());
    const comment = pie.querySelector('textarea') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(comment);
    expect(pie.querySelector(`label[for="${comment.id}"]`)?.textContent).toBe('What should change?');
    act(() => pie.querySelector('form')?.requestSubmit());
    expect(pie.querySelector('[role="alert"]')?.textContent).toBe(COMMENT_REQUIRED);
    expect(decisionsSent()).toEqual([]);

    typeInto(comment, 'Use the photo with the lattice top');
    act(() => pie.querySelector('form')?.requestSubmit());
    await waitFor(() => pie.textContent?.includes('Changes asked by Dana') ?? false, 'the decision');
    expect(pie.textContent).toContain('Changes asked by Dana: Use the photo with the lattice top');
    expect(decisionsSent()).toEqual([
      {
        token: TOKEN,
        pin_id: PIE,
        decision: 'changes_requested',
        comment: 'Use the photo with the lattice top',
        name: 'Dana',
      },
    ]);

    act(() => button('Change decision', pie).click());
    act(() => button('Reject', pie).click());
    await waitFor(() => pie.textContent?.includes('Rejected by Dana') ?? false, 'the new decision');
  });

  it('shows the pin moved on when the team did so meanwhile', async () => {
    localStorage.setItem('pinloom:client-review-name', 'Dana');
    page.routes['POST /api/client-review/decide'] = () => {
      page.routes['POST /api/client-review/open'] = () =>
        answer(clientReviewResponse, {
          review: { ...review, pins: review.pins.map((p) => (p.id === SOUP ? { ...p, open: false } : p)) },
        });
      return failure(409, { code: 'pin_not_in_review', error: 'The team has already scheduled this pin.' });
    };
    render();
    await waitFor(() => text().includes('Pumpkin soup'), 'the pins');
    act(() => button('Reject', card('Pumpkin soup') as HTMLElement).click());
    await waitFor(() => card('Pumpkin soup')?.textContent?.includes(MOVED_ON) ?? false, 'the pin moved on');
    expect(card('Pumpkin soup')?.textContent).toContain('The team has already scheduled this pin.');
  });

  it('shows the withdrawn message when the link is withdrawn while the client decides', async () => {
    localStorage.setItem('pinloom:client-review-name', 'Dana');
    const revoked = { code: 'review_link_revoked', error: REVIEW_LINK_ERRORS.review_link_revoked };
    page.routes['POST /api/client-review/decide'] = () => {
      page.routes['POST /api/client-review/open'] = () => failure(410, revoked);
      return failure(410, revoked);
    };
    render();
    await waitFor(() => text().includes('Pumpkin soup'), 'the pins');
    act(() => button('Approve', card('Pumpkin soup') as HTMLElement).click());
    await waitFor(() => !text().includes('Pumpkin soup'), 'the pins gone');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      REVIEW_LINK_ERRORS.review_link_revoked,
    );
  });

  it.each(Object.entries(REVIEW_LINK_ERRORS))(
    'says why the link cannot be used: %s',
    async (code, message) => {
      const status = code === 'review_link_invalid' ? 404 : 410;
      page.routes['POST /api/client-review/open'] = () => failure(status, { code, error: message });
      render();
      await waitFor(() => text().includes(message), 'the reason');
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(message);
      expect(text()).not.toContain('Approve');
    },
  );

  it('says a link without a token is not valid, without asking the server', async () => {
    render('/client-review');
    await waitFor(() => text().includes(REVIEW_LINK_ERRORS.review_link_invalid), 'the reason');
    expect(page.fetchMock).not.toHaveBeenCalled();
  });
});
