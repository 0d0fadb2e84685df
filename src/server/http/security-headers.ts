// Security headers on every answer. The CSP allows only our own origin: the built web app and
// Swagger UI load scripts and styles from files, never inline. One exception, by its hash: the
// template editor's canvas library (react-moveable, ADR 0038) adds one fixed <style> element for its
// control box; tests/e2e/csp.e2e.ts opens the editor and fails if a new version's style differs.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** sha256 of react-moveable's control box style, the exact text it injects (package-lock pins it). */
const MOVEABLE_STYLE_HASH = "'sha256-n2MeiqIgof89tGWeZfqRJTeLD8xHVieYW0UpTJt8K9g='";

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", MOVEABLE_STYLE_HASH],
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
