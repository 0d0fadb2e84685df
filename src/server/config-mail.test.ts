// SMTP_URL and MAIL_FROM: outbox-and-log by default, SMTP when set; a bad value stops the start
// with a message naming the variable, and never echoes a URL that may hold a password.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('mail configuration', () => {
  it('has no SMTP and a local sender by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Pinloom <no-reply@localhost>' });
  });

  it('takes an smtp:// or smtps:// URL with credentials and a sender', () => {
    const env = {
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Pinloom <hello@example.com>',
    };
    expect(loadConfig(env).mail).toEqual({
      smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
      from: 'Pinloom <hello@example.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hello@example.com' }).mail.from).toBe(
      'hello@example.com',
    );
  });

  it.each([
    [{ SMTP_URL: 'smtp://smtp.example.com' }, /MAIL_FROM is required when SMTP_URL is set/],
    [{ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@example.com' }, /SMTP_URL must be an smtp:\/\//],
    [{ SMTP_URL: 'smtp://', MAIL_FROM: 'a@example.com' }, /SMTP_URL/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an address/],
    [{ MAIL_FROM: 'Pinloom <a@example.com>\r\nBcc: b@example.com' }, /MAIL_FROM must be an address/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never shows the SMTP URL it refuses: it may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:hunter2@smtp.example.com' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
  });
});
