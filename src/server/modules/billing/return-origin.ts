// Where Checkout and the billing portal send the browser back to. Local storage (the session) is
// per origin, so a person who opened 127.0.0.1:3000 must come back there, not to localhost:3000
// where they are signed out. Like the Pinterest connection (modules/pinterest/browser-origin.ts),
// only this server's origins are used: PUBLIC_URL and its loopback aliases on the same port.
import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function returnOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  let origin: string | null = null;
  try {
    origin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    origin = null;
  }
  if (!publicUrl) {
    if (origin) return origin;
    throw new Error('no origin to send the browser back to');
  }
  const url = new URL(publicUrl);
  const known = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) known.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origin && known.has(origin) ? origin : url.origin;
}
