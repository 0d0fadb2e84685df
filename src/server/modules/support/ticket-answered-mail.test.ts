// An operator's answer reaches the customer as a real email: queued with the answer, sent by
// the send-mail job's work (deliverQueuedMail) through an SMTP server in the test process, and
// its link opens the ticket in the app, where the answer is.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { sentTo, withSmtpServer } from '../../../../tests/setup/smtp';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { sendQueuedMail } from '../mail/test-support';

const smtp = withSmtpServer();
let app: FastifyInstance;
let db: Database;

afterEach(async () => {
  await app?.close();
});

const deliver = () => sendQueuedMail(db, smtp.url, 'Pinloom <support@pinloom.test>');

describe('the ticket_answered email', () => {
  it('brings a user the answer and a link to the ticket in the app', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    const customer = await createUser(db, { firstName: 'Ines' });
    const opened = (
      await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: bearer(customer.token),
        payload: { subject: 'Where is my invoice?', message: 'I cannot find it.', category: 'billing' },
      })
    ).json().ticket;
    const answered = await app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${opened.id}/messages`,
      headers: bearer(admin.token),
      payload: { message: 'Settings → Plan and billing → Manage billing lists every invoice.' },
    });
    expect(answered.statusCode).toBe(200);

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMessage(sentTo(customer.user.email));
    expect(mail.subject).toContain(opened.reference);
    expect(mail.subject).toContain('Where is my invoice?');
    expect(mail.text).toContain('Settings → Plan and billing → Manage billing lists every invoice.');
    const link = /https?:\/\/\S+\/support\/[0-9a-f-]{36}/.exec(mail.text ?? '')?.[0];
    expect(link).toBe(`${app.appConfig.publicUrl}/support/${opened.id}`);

    // The link's ticket, read as the customer: the answer is there.
    const id = new URL(link ?? '').pathname.split('/').at(-1);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/support/tickets/${id}`,
      headers: bearer(customer.token),
    });
    expect(seen.json().ticket.messages.at(-1)).toMatchObject({
      author: 'staff',
      body: expect.stringContaining('invoice'),
    });
  });

  it('answers a visitor from /contact by email, with no link to an account', async () => {
    ({ app, db } = await createTestApp());
    const admin = await createAdmin(app, db);
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Rosa Parks', email: 'rosa@example.com', message: 'Do you offer a plan for schools?' },
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/support/tickets',
      headers: bearer(admin.token),
    });
    const [ticket] = list.json().tickets;
    await app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/messages`,
      headers: bearer(admin.token),
      payload: { message: 'Yes: the Pro plan has a school discount.' },
    });
    await deliver();
    const mail = await smtp.waitForMessage(sentTo('rosa@example.com'));
    expect(mail.text).toContain('Yes: the Pro plan has a school discount.');
    expect(mail.text).toContain('Rosa Parks');
    expect(mail.text).not.toMatch(/\/support\//);
  });
});
