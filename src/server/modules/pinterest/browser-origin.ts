// The origin a browser starts connecting from, and where the callback may send it back. Local
// storage (the session) is per origin, so a person who opened 127.0.0.1:3000 must come back to
// 127.0.0.1:3000, not to localhost:3000 where they are signed out. Only origins of this server
// are ever used: PUBLIC_URL, the redirect URI's, and their loopback aliases on the same port.
import type { FastifyRequest } from 'fastify';
import type { PinterestDeps } from './pinterest-deps';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The request's origin as the browser sees it (behind a trusted proxy, the forwarded one). */
export function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

export function knownOrigins(pinterest: Pick<PinterestDeps, 'config' | 'publicUrl'>): Set<string> {
  const known = new Set<string>();
  for (const address of [pinterest.publicUrl, pinterest.config.redirectUri]) {
    if (!address) continue;
    const url = new URL(address);
    known.add(url.origin);
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) {
      known.add(new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin);
    }
  }
  return known;
}

/** Where to bring the browser back to: the origin it came from when it is ours, else PUBLIC_URL. */
export function returnOriginFor(
  pinterest: Pick<PinterestDeps, 'config' | 'publicUrl'>,
  origin: string | null,
): string {
  if (origin && knownOrigins(pinterest).has(origin)) return origin;
  return new URL(pinterest.publicUrl ?? pinterest.config.redirectUri).origin;
}
