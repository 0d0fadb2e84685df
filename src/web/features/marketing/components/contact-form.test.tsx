// @vitest-environment jsdom
// The contact page's form in jsdom with the real query client and router; only fetch is replaced.
// It keeps the spec's three contact channels beside it, hides its honeypot from people, confirms
// clearly, and loses nothing typed when the server refuses.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_SENT_MESSAGE, contactResponse } from '../../../../shared/api/support';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import ContactPage from './contact-page';

const server = setUpPageTest({ quietConsole: true });

const text = () => document.body.textContent ?? '';
const field = <T extends HTMLElement>(name: string) => {
  const found = document.querySelector<T>(`form [name="${name}"]`);
  if (!found) throw new Error(`No field ${name}`);
  return found;
};
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);

function fill() {
  typeInto(field('name'), 'Rosa Parks');
  typeInto(field('email'), 'rosa@example.com');
  typeInto(field('message'), 'Do you offer a plan for schools?');
}

const sent = () =>
  server.fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/contact')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      auth: new Headers(init?.headers).get('authorization'),
    }));

beforeEach(() => {
  server.routes = {
    'POST /api/contact': () => answer(contactResponse, { success: true, message: CONTACT_SENT_MESSAGE }),
  };
  server.render([{ path: '/contact', element: <ContactPage /> }], '/contact');
});

describe('the contact form', () => {
  it('sits with the three contact channels and hides its honeypot from people', async () => {
    await waitFor(() => Boolean(button('Send message')), 'the form');
    for (const channel of ['Email Support', 'Documentation', 'Live Chat']) expect(text()).toContain(channel);
    const honeypot = field<HTMLInputElement>('website');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends name, email and message without a session, then says clearly that it arrived', async () => {
    await waitFor(() => Boolean(button('Send message')), 'the form');
    fill();
    act(() => button('Send message')?.click());
    await waitFor(() => text().includes(CONTACT_SENT_MESSAGE), 'the confirmation');
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Message sent');
    expect(sent()).toEqual([
      {
        body: {
          name: 'Rosa Parks',
          email: 'rosa@example.com',
          message: 'Do you offer a plan for schools?',
          website: '',
        },
        auth: null,
      },
    ]);
    act(() => button('Send another message')?.click());
    expect(field<HTMLInputElement>('name').value).toBe('');
  });

  it('checks the fields first and sends nothing that the server would refuse', async () => {
    await waitFor(() => Boolean(button('Send message')), 'the form');
    fill();
    typeInto(field('email'), 'not-an-email');
    act(() => button('Send message')?.click());
    await waitFor(
      () => document.querySelector('[role="alert"]')?.textContent === 'Please enter a valid email address',
      'the alert',
    );
    expect(sent()).toEqual([]);
  });

  it('shows a refusal above the form and keeps everything typed', async () => {
    server.routes['POST /api/contact'] = () =>
      failure(429, { error: 'Too many attempts. Please try again in 52 minutes.', code: 'rate_limited' });
    await waitFor(() => Boolean(button('Send message')), 'the form');
    fill();
    act(() => button('Send message')?.click());
    await waitFor(() => text().includes('Too many attempts. Please try again in 52 minutes.'), 'the refusal');
    expect(field<HTMLInputElement>('name').value).toBe('Rosa Parks');
    expect(field<HTMLInputElement>('email').value).toBe('rosa@example.com');
    expect(field<HTMLTextAreaElement>('message').value).toBe('Do you offer a plan for schools?');
  });
});
