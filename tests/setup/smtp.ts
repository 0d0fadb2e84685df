// A real SMTP server in the test process (smtp-server), every message it accepts parsed with
// mailparser: the far end of the product's email in server tests and browser journeys.
// Loopback only, no TLS; AUTH is optional and any credentials are accepted.
import type { AddressInfo } from 'node:net';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or createMailer. */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages(): ParsedMail[];
  /** When this server accepted `mail` (its Date header is the sender's, to the second). */
  receivedAt(mail: ParsedMail): Date;
  /** The first message (already in or yet to come) that matches; rejects after timeoutMs. */
  waitForMessage(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /**
   * Refuses the next `count` messages with `reply` (a 4xx is temporary, a 5xx permanent) — for
   * retries; `0` accepts again.
   */
  refuseNext(count: number, reply?: { code: number; message: string }): void;
  clear(): void;
  close(): Promise<void>;
}

const DEFAULT_WAIT_MS = 5_000;
const TEMPORARY_FAILURE = { code: 451, message: 'Requested action aborted: try again later' };

/** The plain addresses a message was sent to (To and Cc). */
export function recipientsOf(mail: ParsedMail): string[] {
  const lists = [mail.to, mail.cc].flat().filter((list): list is AddressObject => Boolean(list));
  return lists.flatMap((list) => list.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Whether `mail` went to `address` (case-insensitive). */
export const sentTo = (address: string) => (mail: ParsedMail) =>
  recipientsOf(mail).includes(address.toLowerCase());

export async function startSmtpServer(): Promise<SmtpCapture> {
  const received: ParsedMail[] = [];
  const arrivals = new WeakMap<ParsedMail, Date>();
  const waiters = new Set<() => void>();
  let refusals = 0;
  let refusal = TEMPORARY_FAILURE;

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // Without STARTTLS on offer, nodemailer stays on the plain connection (no certificate to trust).
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          arrivals.set(mail, new Date());
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    receivedAt: (mail) => arrivals.get(mail) ?? new Date(0),
    waitForMessage(predicate, timeoutMs = DEFAULT_WAIT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = received.map((mail) => `"${mail.subject}" to ${recipientsOf(mail).join(', ')}`);
          reject(
            new Error(`no matching email within ${timeoutMs} ms; received: ${seen.join('; ') || 'none'}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseNext(count, reply = TEMPORARY_FAILURE) {
      refusals = count;
      refusal = reply;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One SMTP server for a test file: started before its tests, emptied (and accepting) before each,
 * closed after them. Use it inside tests and hooks.
 */
export function withSmtpServer(): Omit<SmtpCapture, 'close'> {
  let started: SmtpCapture | undefined;
  const current = (): SmtpCapture => {
    if (!started) throw new Error('The SMTP server starts in beforeAll: use it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startSmtpServer();
  });
  beforeEach(() => {
    current().clear();
    current().refuseNext(0);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get url() {
      return current().url;
    },
    messages: () => current().messages(),
    receivedAt: (mail) => current().receivedAt(mail),
    waitForMessage: (predicate, timeoutMs) => current().waitForMessage(predicate, timeoutMs),
    refuseNext: (count, reply) => current().refuseNext(count, reply),
    clear: () => current().clear(),
  };
}
