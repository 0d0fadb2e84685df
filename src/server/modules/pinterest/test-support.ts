// Shared by this module's tests: a browser's walk through the emulator's consent page, the whole
// connect round trip through our routes, and a look at the stored (sealed) connection row.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import type { Database } from '../../db/connection';
import { pinterestConnections } from '../../db/schema';

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Opens the consent page at `authUrl` and presses a button the way a browser submits the form
 * (its hidden fields plus the button's name and value). Answers where Pinterest sends the browser.
 */
export async function pressConsent(authUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name as string, unescapeHtml(value as string));
  }
  form.set('decision', decision);
  const answer = await fetch(new URL(action as string, page.url), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** GET /api/pinterest/connect for the user; answers the authUrl. */
export async function startConnect(app: FastifyInstance, token: string, query = ''): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/pinterest/connect${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().authUrl as string;
}

/** Follows Pinterest's redirect into our callback, as the browser would (no session header). */
export function callBack(app: FastifyInstance, back: URL) {
  return app.inject({ method: 'GET', url: `/api/pinterest/callback${back.search}` });
}

/** connect → consent (Allow) → callback: the user is connected. */
export async function connectThroughRoutes(app: FastifyInstance, token: string): Promise<void> {
  const back = await pressConsent(await startConnect(app, token), 'allow');
  const response = await callBack(app, back);
  expect(response.headers.location).toBe('/settings?connected=true');
}

export async function storedConnection(db: Database, userId: string) {
  const [row] = await db.select().from(pinterestConnections).where(eq(pinterestConnections.userId, userId));
  return row ?? null;
}
