// Security headers on every answer. The CSP allows only our own origin: the built web app and
// Swagger UI load scripts and styles from files, never inline.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * `imageSources`: origins images may also come from, such as Pinterest's image host for the
 * connected account's profile picture (or, in demo mode, the emulator's).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imageSources?: string[] } = {},
): Promise<void> {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...(options.imageSources ?? [])],
  };
  await app.register(helmet, {
    // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-HTTP installs on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
}
