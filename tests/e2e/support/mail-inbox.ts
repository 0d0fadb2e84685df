// The browser journeys' inbox: global setup starts an SMTP server (tests/setup/smtp.ts) that the
// e2e Pinloom server sends to, and this tiny HTTP server lets the test files (other processes)
// read what arrived: GET /messages answers every message as JSON, oldest first.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recipientsOf, type SmtpCapture, startSmtpServer } from '../../setup/smtp';

/** One received email as the e2e helpers see it (tests/e2e/support/mail.ts). */
export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailInbox {
  /** For the server: SMTP_URL. */
  smtpUrl: string;
  /** For the tests: http://127.0.0.1:<port>, GET /messages. */
  inboxUrl: string;
  close(): Promise<void>;
}

export async function startMailInbox(): Promise<MailInbox> {
  const smtp: SmtpCapture = await startSmtpServer();
  const http = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const messages: InboxMessage[] = smtp.messages().map((mail) => ({
      to: recipientsOf(mail),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      receivedAt: smtp.receivedAt(mail).toISOString(),
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    inboxUrl: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
