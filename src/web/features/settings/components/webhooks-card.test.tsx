// @vitest-environment jsdom
// Settings → API's webhooks (ADR 0050) in jsdom with the real query client; only fetch (the server) is
// replaced. On Enterprise an endpoint is added with the events picked, its signing secret shown once;
// a test event reports the receiver's answer, the deliveries open and one is resent, the endpoint is
// disabled and deleted after a confirmation. Below Enterprise the card offers the upgrade and leaves
// only Delete; a member below admin is told so without a request.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import {
  createdWebhookEndpointResponse,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
} from '../../../../shared/api/webhooks';
import { planFeatureMessage } from '../../../../shared/plan-features';
import { answer, failure } from '../../../test/answers';
import { mount, withQueries } from '../../../test/mount';
import { typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { SECRET_SHOWN_ONCE, WebhooksCard } from './webhooks-card';

const SECRET = `whsec_${'c'.repeat(32)}`;
const ENDPOINT_ID = '22222222-2222-4222-8222-222222222222';
const URL_ = 'https://shop.example/hook';
const fetchMock = vi.fn<typeof fetch>();
let container: HTMLElement;
let inForce: boolean;
let endpoints: WebhookEndpointDto[];

const delivery: WebhookDeliveryDto = {
  id: '33333333-3333-4333-8333-333333333333',
  event_id: 'msg_1',
  type: 'pin.published',
  status: 'failed',
  attempts: 8,
  last_status: 500,
  last_answer: 'Internal error',
  next_attempt_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  payload: {},
};
const endpoint = (over: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto => ({
  id: ENDPOINT_ID,
  url: URL_,
  events: ['pin.published'],
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: '2026-11-20T09:00:00.000Z',
  ...over,
});

const text = () => document.body.textContent ?? '';
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
const bodyOf = (method: string, path: string) => JSON.parse(String(calls(method, path)[0]?.[1]?.body));
const button = (label: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );
const click = (label: string) => act(() => button(label)?.click());

beforeEach(() => {
  signInTestUser();
  fetchMock.mockReset();
  inForce = true;
  endpoints = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const base = `/api/webhooks/${ENDPOINT_ID}`;
    if (path === '/api/webhooks' && method === 'GET') {
      return answer(webhookEndpointsResponse, { endpoints, in_force: inForce });
    }
    if (path === '/api/webhooks' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Pick<WebhookEndpointDto, 'url' | 'events'>;
      const created = endpoint(body);
      endpoints = [created];
      return answer(createdWebhookEndpointResponse, { endpoint: created, secret: SECRET }, 201);
    }
    if (path === `${base}/test` && method === 'POST') {
      return answer(webhookDeliveryResponse, {
        delivery: { ...delivery, type: 'webhook.test', status: 'delivered', attempts: 1, last_status: 204 },
      });
    }
    if (path === `${base}/deliveries` && method === 'GET') {
      return answer(webhookDeliveriesResponse, { deliveries: [delivery] });
    }
    if (path === `${base}/deliveries/${delivery.id}/resend` && method === 'POST') {
      return answer(webhookDeliveryResponse, { delivery: { ...delivery, status: 'pending' } });
    }
    if (path === base && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { enabled: boolean };
      const changed = endpoint({ enabled: body.enabled, disabled_reason: 'Disabled by Ada Lovelace' });
      endpoints = [changed];
      return answer(webhookEndpointResponse, { endpoint: changed });
    }
    if (path === base && method === 'DELETE') {
      endpoints = [];
      return answer(successResponse, { success: true });
    }
    return failure(404, { error: 'No route', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render(props: Parameters<typeof WebhooksCard>[0] = {}) {
  container = mount(
    withQueries(
      <MemoryRouter>
        <WebhooksCard {...props} />
      </MemoryRouter>,
    ),
  ).host;
}

describe('Settings → API → Webhooks', () => {
  it('adds an endpoint for the events picked and shows its signing secret once', async () => {
    render();
    await waitFor(() => text().includes('No webhook endpoints yet.'), 'the empty list');
    typeInto(container.querySelector('input[type="url"]') as HTMLInputElement, URL_);
    const boxes = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    expect(boxes.every((box) => box.checked)).toBe(true);
    for (const box of boxes.filter((_, index) => index !== 2)) act(() => box.click());
    click('Add endpoint');

    await waitFor(() => text().includes(SECRET_SHOWN_ONCE), 'the secret');
    expect(
      container.querySelector<HTMLInputElement>('input[aria-label="Your new signing secret"]')?.value,
    ).toBe(SECRET);
    expect(bodyOf('POST', '/api/webhooks')).toEqual({ url: URL_, events: ['pin.published'] });
    await waitFor(() => text().includes('Enabled'), 'the listed endpoint');
    click('I have copied it');
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('sends a test event, opens the deliveries, resends one, disables and deletes the endpoint', async () => {
    endpoints = [endpoint({ consecutive_failures: 3 })];
    render();
    await waitFor(() => text().includes('3 failed in a row'), 'the endpoint');
    click('Send test event');
    await waitFor(() => text().includes('Test event sent: answered 204.'), 'the test answer');

    click('Deliveries');
    await waitFor(() => text().includes('answered 500'), 'the deliveries');
    expect(text()).toContain('Failed · 8 attempts');
    act(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent === 'Resend')
        ?.click(),
    );
    await waitFor(
      () => calls('POST', `/api/webhooks/${ENDPOINT_ID}/deliveries/${delivery.id}/resend`).length === 1,
      'the resend',
    );

    click('Disable');
    await waitFor(() => text().includes('Disabled: Disabled by Ada Lovelace'), 'disabled');
    expect(bodyOf('PUT', `/api/webhooks/${ENDPOINT_ID}`)).toEqual({ enabled: false });
    expect(button('Send test event')).toBeUndefined();

    click(`Delete the webhook to ${URL_}`);
    await waitFor(() => Boolean(button('Delete webhook')), 'the confirmation');
    click('Delete webhook');
    await waitFor(() => text().includes('No webhook endpoints yet.'), 'the endpoint gone');
  });

  it('below Enterprise offers the upgrade, no form, and leaves a kept endpoint only Delete', async () => {
    inForce = false;
    endpoints = [endpoint()];
    render();
    await waitFor(() => text().includes('Upgrade to Enterprise'), 'the upgrade');
    expect(text()).toContain(planFeatureMessage('api_access'));
    expect(button('Add endpoint')).toBeUndefined();
    expect(button('Send test event')).toBeUndefined();
    expect(button('Disable')).toBeUndefined();
    expect(button(`Delete the webhook to ${URL_}`)).toBeDefined();
  });

  it('tells a member below admin that only owners and admins manage webhooks, without asking the server', () => {
    render({ lockedReason: 'Only an owner or admin of Bloom Agency can manage webhooks.' });
    expect(text()).toContain('Only an owner or admin of Bloom Agency can manage webhooks.');
    expect(calls('GET', '/api/webhooks')).toHaveLength(0);
  });
});
