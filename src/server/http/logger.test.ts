import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger';

/** An app logging JSON at info into `lines`. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { app: Fastify({ loggerInstance: createLogger('info', 'json', stream) }), lines };
}

describe('logger redaction', () => {
  it('never writes authorization headers, cookies, passwords or tokens', async () => {
    const { app, lines } = loggingApp();
    app.log.info(
      { req: { headers: { authorization: 'Bearer SECRET-TOKEN', cookie: 'sid=SECRET-COOKIE' } } },
      'request',
    );
    app.log.info({ body: { email: 'a@example.com', password: 'SECRET-PASSWORD' } }, 'body');
    app.log.info(
      { session: { token: 'SECRET-SESSION', tokenHash: 'SECRET-HASH' }, user: { passwordHash: 'SECRET-PH' } },
      'x',
    );
    app.log.info({ token: 'SECRET-TOP' }, 'top');
    app.log.info(
      {
        body: { access_token: 'SECRET-AT', refresh_token: 'SECRET-RT' },
        tokens: { refreshToken: 'SECRET-R2' },
      },
      'pinterest',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('a@example.com');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/SECRET-/);
  });
});

describe('request URLs in logs', () => {
  it('hide the values of OAuth codes, states and tokens in the query', () => {
    expect(redactUrl('/api/pinterest/callback?code=SECRET-C&state=SECRET-S&x=1')).toBe(
      '/api/pinterest/callback?code=[redacted]&state=[redacted]&x=1',
    );
    expect(redactUrl('/api/boards?limit=4')).toBe('/api/boards?limit=4');
    expect(redactUrl('/a?%63ode=SECRET&%zz=1')).toBe('/a?%63ode=[redacted]&%zz=1');
  });

  it('are logged redacted by the app', async () => {
    const { app, lines } = loggingApp();
    app.get('/api/pinterest/callback', async () => 'ok');
    await app.inject({ method: 'GET', url: '/api/pinterest/callback?code=SECRET-CODE&state=SECRET-STATE' });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('/api/pinterest/callback?code=[redacted]');
    expect(output).not.toMatch(/SECRET-/);
  });
});
