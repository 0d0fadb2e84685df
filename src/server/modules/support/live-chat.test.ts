// Live chat over real HTTP (ADR 0043), on a frozen clock: a user's and a visitor's chat, each kept
// as a ticket; lines reaching the other side through the text/event-stream (read with fetch, as
// the web app does); staff presence from the admin stream, shared through the database; and the
// refusals: another's chat, a wrong secret, too long a line, too many lines, no admin session.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { getTestDatabase } from '../../../../tests/setup/database';
import { type EventReader, openEventStream } from '../../../../tests/setup/event-stream';
import { createTestApp } from '../../../../tests/setup/test-app';
import { CHAT_TOKEN_HEADER } from '../../../shared/api/chat';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/chat-text';
import type { Database } from '../../db/connection';
import { supportStaffPresence, supportTickets } from '../../db/schema-account';
import type { RateLimitRules } from '../../http/rate-limit';
import { expectRefusal } from '../../http/test-support';
import { STAFF_ONLINE_WINDOW_MS } from './staff-presence';

const START = new Date('2026-11-20T09:00:00.000Z');
let now = START;
let app: FastifyInstance;
let db: Database;
let base: string;
const streams: EventReader[] = [];

async function start(rateLimits: Partial<RateLimitRules> = {}) {
  now = START;
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 }, rateLimits }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}
// The worker's database is migrated once, within the hooks' longer timeout rather than a test's.
beforeAll(async () => {
  await getTestDatabase();
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  // Any connection still open (a stream the test did not end) is cut, so closing does not wait on it.
  app?.server.closeAllConnections();
  await app?.close();
});

async function stream(path: string, headers: Record<string, string>, on = base) {
  const reader = await openEventStream(`${on}${path}`, headers);
  streams.push(reader);
  return reader;
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

async function startChat(token: string, message = 'Hello, is anyone there?') {
  const response = await post('/api/support/chats', bearer(token), { message });
  expect(response.statusCode).toBe(201);
  return response.json() as { chat: { id: string; reference: string; tier: string }; staff_online: boolean };
}

describe('a signed-in user’s chat', () => {
  it('with no staff online says so, and the chat is a ticket on the plan’s tier with its transcript', async () => {
    await start();
    const { token, user } = await createUser(db, { subscriptionPlan: 'pro' }, now);
    expect((await get('/api/chat/status', {})).json()).toEqual({ staff_online: false });
    const started = await startChat(token);
    expect(started.staff_online).toBe(false);
    expect(started.chat.tier).toBe('pro');
    const [row] = await db.select().from(supportTickets);
    expect(row).toMatchObject({ channel: 'chat', userId: user.id, status: 'open', tier: 'pro' });

    const more = await post(`/api/support/chats/${started.chat.id}/messages`, bearer(token), {
      message: 'My pins do not publish.',
    });
    expect(more.statusCode).toBe(200);
    // The transcript is the ticket's thread: the user's tickets and staff's ticket view show it.
    const ticket = await get(`/api/support/tickets/${started.chat.id}`, bearer(token));
    expect(ticket.json().ticket.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello, is anyone there?',
      'My pins do not publish.',
    ]);
    const admin = await createAdmin(app, db);
    const staffView = await get(`/api/admin/support/tickets/${started.chat.id}`, bearer(admin.token));
    expect(staffView.json().ticket).toMatchObject({ reference: started.chat.reference, message_count: 2 });
    const current = await get('/api/support/chats/current', bearer(token));
    expect(current.json()).toMatchObject({ chat: { id: started.chat.id }, staff_online: false });
  });

  it('talks live with staff: each side’s line arrives on the other’s stream; unread until opened', async () => {
    await start();
    const { token } = await createUser(db, {}, now);
    const admin = await createAdmin(app, db);
    const staffStream = await stream('/api/admin/support/chats/stream', bearer(admin.token));
    expect(staffStream.status).toBe(200);
    await staffStream.next('ready');
    // The open console is what makes staff online, for any process reading the database.
    expect((await get('/api/chat/status', {})).json()).toEqual({ staff_online: true });

    const started = await startChat(token, 'Can you help with billing?');
    expect(started.staff_online).toBe(true);
    expect(await staffStream.next('message')).toMatchObject({
      chat_id: started.chat.id,
      message: { author: 'customer', body: 'Can you help with billing?' },
    });
    const listed = await get('/api/admin/support/chats', bearer(admin.token));
    expect(listed.json()).toMatchObject({
      staff_online: true,
      chats: [{ id: started.chat.id, unread: true }],
    });

    const userStream = await stream(`/api/support/chats/${started.chat.id}/stream`, bearer(token));
    await userStream.next('ready');
    const opened = await get(`/api/admin/support/chats/${started.chat.id}`, bearer(admin.token));
    expect(opened.json().chat.messages).toHaveLength(1);
    const answer = await post(`/api/admin/support/chats/${started.chat.id}/messages`, bearer(admin.token), {
      message: 'Sure, <b>what</b> happened?',
    });
    expect(answer.statusCode).toBe(200);
    expect(await userStream.next('message')).toMatchObject({
      chat_id: started.chat.id,
      message: { author: 'staff', body: 'Sure, <b>what</b> happened?' },
    });
    const after = await get('/api/admin/support/chats', bearer(admin.token));
    expect(after.json().chats[0]).toMatchObject({ unread: false, status: 'answered' });

    // The console closes: nobody is online any more.
    staffStream.close();
    await expect.poll(async () => (await get('/api/chat/status', {})).json().staff_online).toBe(false);
  });

  it('counts a presence row older than the window as offline', async () => {
    await start();
    const admin = await createAdmin(app, db);
    await db.insert(supportStaffPresence).values({
      adminId: admin.user.id,
      seenAt: new Date(START.getTime() - STAFF_ONLINE_WINDOW_MS - 1000),
    });
    expect((await get('/api/chat/status', {})).json()).toEqual({ staff_online: false });
    await db.insert(supportStaffPresence).values({ adminId: admin.user.id, seenAt: START });
    expect((await get('/api/chat/status', {})).json()).toEqual({ staff_online: true });
  });

  it('answers 404 for another user’s chat, to read, write or stream', async () => {
    await start();
    const owner = await createUser(db, {}, now);
    const other = await createUser(db, {}, now);
    const { chat } = await startChat(owner.token);
    const refusal = { error: 'Chat not found', code: 'not_found' };
    expectRefusal(await get(`/api/support/chats/${chat.id}`, bearer(other.token)), 404, refusal);
    expectRefusal(
      await post(`/api/support/chats/${chat.id}/messages`, bearer(other.token), { message: 'hi' }),
      404,
      refusal,
    );
    const peek = await stream(`/api/support/chats/${chat.id}/stream`, bearer(other.token));
    expect(peek.status).toBe(404);
    expectRefusal(await get('/api/support/chats/not-a-uuid', bearer(other.token)), 404, refusal);
  });

  it('refuses too long a line (400 naming it) and too many lines (429), saving nothing', async () => {
    await start({ chatMessagesPerSender: { max: 2, windowMs: 60_000 } });
    const { token } = await createUser(db, {}, now);
    const long = await post('/api/support/chats', bearer(token), {
      message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Message must be at most 2,000 characters');
    expect(await db.select().from(supportTickets)).toHaveLength(0);
    const { chat } = await startChat(token);
    const line = (message: string) =>
      post(`/api/support/chats/${chat.id}/messages`, bearer(token), { message });
    expect((await line('second')).statusCode).toBe(200);
    expect((await line('third')).statusCode).toBe(429);
  });

  it('keeps staff routes for admins', async () => {
    await start();
    const { token } = await createUser(db, {}, now);
    expect((await get('/api/admin/support/chats', bearer(token))).statusCode).toBe(401);
    expect((await get('/api/admin/support/chats', {})).statusCode).toBe(401);
    const peek = await stream('/api/admin/support/chats/stream', bearer(token));
    expect(peek.status).toBe(401);
  });
});

describe('a visitor’s chat', () => {
  const visitor = { name: 'Rosa Parks', email: 'rosa@example.com', message: 'Do you have a school plan?' };

  it('starts with name and email on the lowest tier, continues only with its own secret', async () => {
    await start();
    const started = await post('/api/chat/visitor', {}, visitor);
    expect(started.statusCode).toBe(201);
    const { chat, token } = started.json();
    expect(chat).toMatchObject({ tier: 'free', status: 'open' });
    const [row] = await db.select().from(supportTickets);
    expect(row).toMatchObject({ userId: null, email: 'rosa@example.com', channel: 'chat' });
    // Only its hash is kept.
    expect(row?.chatTokenHash).not.toBe(token);
    expect(row?.chatTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const own = { [CHAT_TOKEN_HEADER]: token };
    expect((await get(`/api/chat/visitor/${chat.id}`, own)).statusCode).toBe(200);
    const refusal = { error: 'Chat not found', code: 'not_found' };
    expectRefusal(await get(`/api/chat/visitor/${chat.id}`, { [CHAT_TOKEN_HEADER]: 'guess' }), 404, refusal);
    // One chat's secret opens no other chat.
    const second = (await post('/api/chat/visitor', {}, { ...visitor, email: 'b@example.com' })).json();
    expectRefusal(await get(`/api/chat/visitor/${second.chat.id}`, own), 404, refusal);
    expectRefusal(await get(`/api/chat/visitor/${chat.id}`, {}), 404, refusal);

    const admin = await createAdmin(app, db);
    const visitorStream = await stream(`/api/chat/visitor/${chat.id}/stream`, own);
    await visitorStream.next('ready');
    await post(`/api/admin/support/chats/${chat.id}/messages`, bearer(admin.token), {
      message: 'Yes we do.',
    });
    expect(await visitorStream.next('message')).toMatchObject({
      message: { author: 'staff', body: 'Yes we do.' },
    });
    const reply = await post(`/api/chat/visitor/${chat.id}/messages`, own, { message: 'Great, thanks!' });
    expect(reply.json().chat.messages).toHaveLength(3);
    const wrong = await stream(`/api/chat/visitor/${chat.id}/stream`, { [CHAT_TOKEN_HEADER]: second.token });
    expect(wrong.status).toBe(404);
  });

  it('refuses a bad email with the field named, saving nothing', async () => {
    await start();
    const response = await post('/api/chat/visitor', {}, { ...visitor, email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('valid email');
    expect(await db.select().from(supportTickets)).toHaveLength(0);
  });
});

describe('several API processes', () => {
  it('deliver a line written on one app to a stream open on another sharing the database', async () => {
    await start();
    const other = await createTestApp({ clock: { now: () => now, random: () => 0.5 } });
    try {
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await createUser(db, {}, now);
      const admin = await createAdmin(app, db);
      const { chat } = await startChat(token);
      // The customer's stream is on the other process; staff answer through this one.
      const userStream = await stream(`/api/support/chats/${chat.id}/stream`, bearer(token), otherBase);
      await userStream.next('ready');
      await post(`/api/admin/support/chats/${chat.id}/messages`, bearer(admin.token), { message: 'From A' });
      expect(await userStream.next('message')).toMatchObject({
        chat_id: chat.id,
        message: { body: 'From A' },
      });
      // And staff online on this process count on the other.
      const staffStream = await stream('/api/admin/support/chats/stream', bearer(admin.token));
      await staffStream.next('ready');
      const status = await other.app.inject({ method: 'GET', url: '/api/chat/status' });
      expect(status.json()).toEqual({ staff_online: true });
    } finally {
      for (const open of streams.splice(0)) open.close();
      other.app.server.closeAllConnections();
      await other.app.close();
    }
  });
});
