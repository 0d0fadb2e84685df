// The operators' side of support (/api/admin/support): every ticket, a page at a time; one ticket
// with its thread; an answer (status answered, ticket_answered queued to the customer in the same
// transaction, written to the change history) and status changes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { adminAuditLog, users } from '../../db/schema';
import { mailOutbox, supportTickets } from '../../db/schema-account';
import { expectRefusal, sendAs } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

afterEach(async () => {
  await app?.close();
});

const ticket = { subject: 'Refund for March', message: 'I was charged twice.', category: 'billing' };

async function openTicket(
  token: string,
  payload: object = ticket,
): Promise<{ id: string; reference: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().ticket;
}

async function contactTicket(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Rosa Parks', email: 'rosa@example.com', message: 'Do you offer a plan for schools?' },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await db.select({ id: supportTickets.id }).from(supportTickets);
  if (!row) throw new Error('no ticket from the contact form');
  return row.id;
}

const adminGet = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const answer = (token: string, id: string, message: string) =>
  sendAs(app, token, 'POST', `/api/admin/support/tickets/${id}/messages`, { message });
const setStatus = (token: string, id: string, status: string) =>
  sendAs(app, token, 'PUT', `/api/admin/support/tickets/${id}/status`, { status });

describe('support in the admin console', () => {
  it('lists every ticket with its customer, open ones first, filtered by status', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db, { firstName: 'Ines', lastName: 'Moreau' });
    const answered = await openTicket(customer.token, { ...ticket, subject: 'Answered one' });
    await answer(admin.token, answered.id, 'Done.');
    await openTicket(customer.token, { ...ticket, subject: 'Open one' });
    await contactTicket();

    const all = await adminGet(admin.token, '/api/admin/support/tickets');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(body.tickets.map((t: { status: string }) => t.status)).toEqual(['open', 'open', 'answered']);
    expect(body.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'Open one',
          customer_name: 'Ines Moreau',
          customer_email: customer.user.email,
          user_id: customer.user.id,
        }),
        expect.objectContaining({
          customer_name: 'Rosa Parks',
          customer_email: 'rosa@example.com',
          user_id: null,
        }),
      ]),
    );

    const onlyAnswered = (await adminGet(admin.token, '/api/admin/support/tickets?status=answered')).json();
    expect(onlyAnswered.tickets.map((t: { subject: string }) => t.subject)).toEqual(['Answered one']);
    expect(onlyAnswered.pagination.total).toBe(1);

    const bad = await adminGet(admin.token, '/api/admin/support/tickets?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('pages through tickets, 20 at a time', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db);
    for (let index = 0; index < 22; index += 1) {
      await db.insert(supportTickets).values({
        userId: customer.user.id,
        name: 'Maya',
        email: customer.user.email,
        subject: `Question ${index}`,
        category: 'general',
        tier: 'free',
      });
    }
    const second = (await adminGet(admin.token, '/api/admin/support/tickets?page=2')).json();
    expect(second.tickets).toHaveLength(2);
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 22, totalPages: 2 });
  });

  it('answers a user’s ticket: status answered, the email queued with a link to the ticket, the change recorded', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    await db.update(users).set({ firstName: 'Sam' }).where(eq(users.id, admin.user.id));
    const customer = await createUser(db, { firstName: 'Ines', lastName: 'Moreau' });
    const opened = await openTicket(customer.token);

    const response = await answer(admin.token, opened.id, 'We refunded the second charge.');
    expect(response.statusCode).toBe(200);
    const answered = response.json().ticket;
    expect(answered).toMatchObject({
      status: 'answered',
      customer_email: customer.user.email,
      message_count: 2,
      messages: [
        { author: 'customer', body: 'I was charged twice.' },
        { author: 'staff', author_name: 'Sam', body: 'We refunded the second charge.' },
      ],
    });

    const mail = await db.select().from(mailOutbox);
    expect(mail).toEqual([
      expect.objectContaining({
        kind: 'ticket_answered',
        toAddress: customer.user.email,
        userId: customer.user.id,
        status: 'queued',
        data: {
          name: 'Ines',
          reference: opened.reference,
          subject: 'Refund for March',
          answer: 'We refunded the second charge.',
          ticketUrl: `${app.appConfig.publicUrl}/support/${opened.id}`,
        },
      }),
    ]);
    expect(JSON.stringify(mail[0]?.data)).toMatch(/"ticketUrl":"https?:\/\//);

    const audit = await db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'ticket.answer',
        adminEmail: admin.user.email,
        target: opened.reference,
      }),
    ]);

    // The customer reads the answer in the app.
    const seen = await app.inject({
      method: 'GET',
      url: `/api/support/tickets/${opened.id}`,
      headers: bearer(customer.token),
    });
    expect(seen.json().ticket.status).toBe('answered');
    expect(seen.json().ticket.messages[1]).toMatchObject({
      author: 'staff',
      body: 'We refunded the second charge.',
    });
  });

  it('answers a visitor by email with no link (there is no account to open it in)', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const id = await contactTicket();
    expect((await answer(admin.token, id, 'Yes: write to schools@pinloom.app.')).statusCode).toBe(200);
    const [mail] = await db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      kind: 'ticket_answered',
      toAddress: 'rosa@example.com',
      userId: null,
      data: expect.objectContaining({ name: 'Rosa Parks', ticketUrl: null }),
    });
  });

  it('refuses an empty or oversized answer and queues nothing', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db);
    const opened = await openTicket(customer.token);
    for (const message of ['  ', 'a'.repeat(100_000)]) {
      const response = await answer(admin.token, opened.id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect(await db.select().from(mailOutbox)).toEqual([]);
    const [row] = await db.select().from(supportTickets);
    expect(row?.status).toBe('open');
  });

  it('changes a ticket’s status and records it; unknown tickets are 404', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db);
    const opened = await openTicket(customer.token);
    const closed = await setStatus(admin.token, opened.id, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().ticket.status).toBe('closed');
    expect(await db.select().from(mailOutbox)).toEqual([]);
    const audit = await db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'ticket.status',
        target: opened.reference,
        oldValue: 'open',
        newValue: 'closed',
      }),
    ]);
    expect((await setStatus(admin.token, opened.id, 'lost')).statusCode).toBe(400);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await setStatus(admin.token, id, 'closed')).statusCode).toBe(404);
      expect((await answer(admin.token, id, 'Hi')).statusCode).toBe(404);
      const one = await adminGet(admin.token, `/api/admin/support/tickets/${id}`);
      expectRefusal(one, 404, { error: 'Ticket not found', code: 'not_found' });
    }
  });

  it('opens one ticket with its thread', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db);
    const opened = await openTicket(customer.token);
    const response = await adminGet(admin.token, `/api/admin/support/tickets/${opened.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().ticket).toMatchObject({
      id: opened.id,
      reference: opened.reference,
      user_id: customer.user.id,
      messages: [{ author: 'customer', body: 'I was charged twice.' }],
    });
  });

  it('refuses a user token on every support admin route', async () => {
    ({ app, db } = await createTestApp());
    const customer = await createUser(db);
    const opened = await openTicket(customer.token);
    for (const response of [
      await adminGet(customer.token, '/api/admin/support/tickets'),
      await adminGet(customer.token, `/api/admin/support/tickets/${opened.id}`),
      await answer(customer.token, opened.id, 'I answer myself'),
      await setStatus(customer.token, opened.id, 'closed'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});
