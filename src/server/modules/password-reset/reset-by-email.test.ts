// The whole forgotten-password journey through a real SMTP server in the test process: the link
// is taken from the email as received, as a person would click it.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { sentTo, withSmtpServer } from '../../../../tests/setup/smtp';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { sendQueuedMail } from '../mail/test-support';

const smtp = withSmtpServer();
let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const sendQueued = () => sendQueuedMail(db, smtp.url, 'Pinloom <no-reply@pinloom.test>');

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

describe('resetting a forgotten password by email', () => {
  it('follows the link in the received email to a new password and a fresh session', async () => {
    const { token: oldSession } = await createUser(db, { firstName: 'Noor', email: 'noor@example.com' });
    expect((await post('/api/auth/forgot-password', { email: 'noor@example.com' })).statusCode).toBe(200);
    expect(await sendQueued()).toEqual({ sent: 1, failed: 0 });

    const mail = await smtp.waitForMessage(sentTo('noor@example.com'));
    expect(mail.text).toContain('Noor');
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(String(link).replace(/&/g, '&amp;'));
    const token = new URL(String(link)).searchParams.get('token') ?? '';

    const check = await post('/api/auth/reset-password/check', { token });
    expect(check.json()).toEqual({ valid: true, email: 'no•••@example.com' });
    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(reset.json().token),
    });
    expect(profile.json().user.email).toBe('noor@example.com');
    const old = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(oldSession) });
    expect(old.statusCode).toBe(401);

    // The owner is told, at the same address.
    smtp.clear();
    expect(await sendQueued()).toEqual({ sent: 1, failed: 0 });
    const changed = await smtp.waitForMessage(sentTo('noor@example.com'));
    expect(changed.subject).not.toBe(mail.subject);
    expect(changed.text).not.toContain(token);
  });

  it('sends nothing for an address without an account', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await sendQueued()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages()).toEqual([]);
  });
});
