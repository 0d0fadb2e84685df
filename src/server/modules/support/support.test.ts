// The customer's side of support: a signed-in user's tickets (/api/support/tickets) and a
// visitor's message from /contact (/api/contact), which becomes a ticket without an account.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { CONTACT_SENT_MESSAGE } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import { supportMessages, supportTickets } from '../../db/schema-account';
import type { RateLimitRules } from '../../http/rate-limit';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

async function start(rateLimits: Partial<RateLimitRules> = {}) {
  ({ app, db } = await createTestApp({ rateLimits }));
}
afterEach(async () => {
  await app?.close();
});

const ticket = {
  subject: 'Pins stopped publishing',
  message: 'Since Monday nothing goes out.',
  category: 'technical',
};

const open = (token: string, payload: object = ticket) =>
  app.inject({ method: 'POST', url: '/api/support/tickets', headers: bearer(token), payload });
const list = (token: string) =>
  app.inject({ method: 'GET', url: '/api/support/tickets', headers: bearer(token) });
const read = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/support/tickets/${id}`, headers: bearer(token) });
const reply = (token: string, id: string, message: string) =>
  app.inject({
    method: 'POST',
    url: `/api/support/tickets/${id}/messages`,
    headers: bearer(token),
    payload: { message },
  });
const contact = (payload: object, remoteAddress = '203.0.113.9') =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

const visitor = {
  name: 'Rosa Parks',
  email: 'rosa@example.com',
  message: 'Do you offer a plan for schools?',
};

describe('a user’s tickets', () => {
  it('opens a ticket with its first message, lists it and reads its thread', async () => {
    await start();
    const { token, user } = await createUser(db, { firstName: 'Ines', lastName: 'Moreau' });
    const created = await open(token);
    expect(created.statusCode).toBe(201);
    const opened = created.json().ticket;
    expect(opened).toMatchObject({
      subject: 'Pins stopped publishing',
      category: 'technical',
      status: 'open',
      message_count: 1,
      reference: expect.stringMatching(/^T-\d+$/),
      messages: [{ author: 'customer', author_name: 'Ines Moreau', body: 'Since Monday nothing goes out.' }],
    });
    const [row] = await db.select().from(supportTickets);
    expect(row).toMatchObject({ userId: user.id, email: user.email, name: 'Ines Moreau' });
    expect(opened.reference).toBe(`T-${row?.number}`);

    const listed = await list(token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tickets).toEqual([expect.objectContaining({ id: opened.id, message_count: 1 })]);
    expect(listed.json().tickets[0]).not.toHaveProperty('messages');

    const one = await read(token, opened.id);
    expect(one.statusCode).toBe(200);
    expect(one.json().ticket).toEqual(opened);
  });

  it('lists newest activity first', async () => {
    await start();
    const { token } = await createUser(db);
    const first = (await open(token, { ...ticket, subject: 'First' })).json().ticket;
    await open(token, { ...ticket, subject: 'Second' });
    await reply(token, first.id, 'Any news?');
    const subjects = (await list(token)).json().tickets.map((t: { subject: string }) => t.subject);
    expect(subjects).toEqual(['First', 'Second']);
  });

  it('hides other users’ tickets: not listed, and 404 to read or answer', async () => {
    await start();
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const mine = (await open(owner.token)).json().ticket;
    expect((await list(stranger.token)).json().tickets).toEqual([]);
    for (const response of [
      await read(stranger.token, mine.id),
      await reply(stranger.token, mine.id, 'Hijack'),
      await read(owner.token, 'not-a-uuid'),
      await read(owner.token, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expectRefusal(response, 404, { error: 'Ticket not found', code: 'not_found' });
    }
    expect(await db.select().from(supportMessages)).toHaveLength(1);
  });

  it('hides a visitor’s ticket with the user’s own email from the user', async () => {
    await start();
    const { token, user } = await createUser(db);
    expect((await contact({ ...visitor, email: user.email })).statusCode).toBe(200);
    expect((await list(token)).json().tickets).toEqual([]);
  });

  it('a reply adds to the thread and reopens an answered or closed ticket', async () => {
    await start();
    const { token } = await createUser(db);
    const opened = (await open(token)).json().ticket;
    for (const status of ['answered', 'closed'] as const) {
      await db.update(supportTickets).set({ status });
      const response = await reply(token, opened.id, `Still broken (${status})`);
      expect(response.statusCode).toBe(200);
      expect(response.json().ticket.status).toBe('open');
    }
    const thread = (await read(token, opened.id)).json().ticket;
    expect(thread.message_count).toBe(3);
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'Since Monday nothing goes out.',
      'Still broken (answered)',
      'Still broken (closed)',
    ]);
  });

  it.each([
    [{ ...ticket, subject: 'Help\r\nBcc: everyone@example.com' }, 'Subject must be on one line'],
    [{ ...ticket, subject: '   ' }, 'Subject is required'],
    [{ ...ticket, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    [{ ...ticket, message: '' }, 'Message is required'],
    [{ ...ticket, message: 'x'.repeat(100_000) }, 'Message must be at most 5,000 characters'],
    [{ ...ticket, category: 'urgent' }, 'Choose a category'],
  ])('refuses %#: %s', async (payload, error) => {
    await start();
    const { token } = await createUser(db);
    const response = await open(token, payload);
    expectRefusal(response, 400, { error, code: 'validation_error' });
    expect(await db.select().from(supportTickets)).toEqual([]);
  });

  it('refuses a 100 kB reply with a clear 400 and keeps the thread', async () => {
    await start();
    const { token } = await createUser(db);
    const opened = (await open(token)).json().ticket;
    const response = await reply(token, opened.id, 'y'.repeat(100_000));
    expectRefusal(response, 400, {
      error: 'Message must be at most 5,000 characters',
      code: 'validation_error',
    });
    expect(await db.select().from(supportMessages)).toHaveLength(1);
  });

  it('limits new tickets per user', async () => {
    await start({ ticketsPerUser: { max: 2, windowMs: 60 * 60_000 } });
    const { token } = await createUser(db);
    const other = await createUser(db);
    expect((await open(token)).statusCode).toBe(201);
    expect((await open(token)).statusCode).toBe(201);
    const refused = await open(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open(other.token)).statusCode).toBe(201);
    expect(await db.select().from(supportTickets)).toHaveLength(3);
  });

  it('limits replies per user', async () => {
    await start({ ticketRepliesPerUser: { max: 1, windowMs: 60 * 60_000 } });
    const { token } = await createUser(db);
    const opened = (await open(token)).json().ticket;
    expect((await reply(token, opened.id, 'One')).statusCode).toBe(200);
    expect((await reply(token, opened.id, 'Two')).statusCode).toBe(429);
  });

  it('needs a user session', async () => {
    await start();
    expect((await app.inject({ method: 'GET', url: '/api/support/tickets' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/support/tickets', payload: ticket })).statusCode,
    ).toBe(401);
  });
});

describe('the contact form', () => {
  it('turns a visitor’s message into a ticket without an account', async () => {
    await start();
    const response = await contact({ ...visitor, website: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    const [row] = await db.select().from(supportTickets);
    expect(row).toMatchObject({
      userId: null,
      name: 'Rosa Parks',
      email: 'rosa@example.com',
      category: 'general',
      status: 'open',
      subject: 'Do you offer a plan for schools?',
    });
    const messages = await db.select().from(supportMessages);
    expect(messages).toEqual([
      expect.objectContaining({ author: 'customer', authorName: 'Rosa Parks', body: visitor.message }),
    ]);
  });

  it('makes the subject from the first words of the message, on one line', async () => {
    await start();
    const message = `Hello there,\nI would like to know whether ${'the yearly plan '.repeat(10)}can be shared.`;
    await contact({ ...visitor, message });
    const [row] = await db.select().from(supportTickets);
    expect(row?.subject).toMatch(/^Hello there, I would like to know whether the yearly plan.*…$/);
    expect(row?.subject).not.toMatch(/[\r\n]/);
    expect(row?.subject.length).toBeLessThanOrEqual(80);
  });

  it('answers a filled honeypot the same, and stores nothing', async () => {
    await start();
    const response = await contact({ ...visitor, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect(await db.select().from(supportTickets)).toEqual([]);
  });

  it.each([
    [{ ...visitor, name: 'Eve\r\nBcc: all@example.com' }, 'Name must be on one line'],
    [{ ...visitor, name: '' }, 'Name is required'],
    [{ ...visitor, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...visitor, email: 'eve@example.com\r\nBcc: all@example.com' }, 'Please enter a valid email address'],
    [{ ...visitor, message: 'z'.repeat(100_000) }, 'Message must be at most 5,000 characters'],
    [{ name: 'Eve', email: 'eve@example.com' }, 'Message is required'],
  ])('refuses %#: %s', async (payload, error) => {
    await start();
    const response = await contact(payload);
    expectRefusal(response, 400, { error, code: 'validation_error' });
    expect(await db.select().from(supportTickets)).toEqual([]);
  });

  it('limits messages per client address', async () => {
    await start({ contactPerAddress: { max: 2, windowMs: 60 * 60_000 } });
    expect((await contact(visitor)).statusCode).toBe(200);
    expect((await contact(visitor)).statusCode).toBe(200);
    const refused = await contact(visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    // A filled honeypot counts too, so a bot cannot probe the limit for free.
    expect((await contact({ ...visitor, website: 'x' })).statusCode).toBe(429);
    expect((await contact(visitor, '198.51.100.20')).statusCode).toBe(200);
    expect(await db.select().from(supportTickets)).toHaveLength(3);
  });
});
