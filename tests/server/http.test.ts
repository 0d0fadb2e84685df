// Cross-cutting HTTP behaviour: not-found answers, security headers, API docs, no secrets leaked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { bearer, createAdmin, createUser, registerInput } from '../factories/users';
import { createTestApp } from '../setup/test-app';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/x'],
    ['POST', '/api/boards/nope'],
    ['GET', '/api'],
    ['GET', '/api/auth/login'],
    ['DELETE', '/api/user/profile'],
  ])('%s %s answers 404 JSON, never HTML', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('answers a small plain 404 for pages when the web app is not built', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual helmet headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them on errors too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('API docs', () => {
  it('publishes OpenAPI at /api/docs/json listing every route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths).sort()).toEqual([
      '/api/activity',
      '/api/admin/api-history',
      '/api/admin/api-history/totals',
      '/api/admin/api-history/{id}',
      '/api/admin/audit-log',
      '/api/admin/login',
      '/api/admin/logout',
      '/api/admin/logout-everywhere',
      '/api/admin/prompts/preview',
      '/api/admin/prompts/{setting_key}',
      '/api/admin/settings',
      '/api/admin/stats',
      '/api/admin/support/account-managers/{userId}',
      '/api/admin/support/chats',
      '/api/admin/support/chats/stream',
      '/api/admin/support/chats/{id}',
      '/api/admin/support/chats/{id}/messages',
      '/api/admin/support/phone-calls',
      '/api/admin/support/phone-calls/{id}/status',
      '/api/admin/support/tickets',
      '/api/admin/support/tickets/{id}',
      '/api/admin/support/tickets/{id}/messages',
      '/api/admin/support/tickets/{id}/status',
      '/api/admin/system',
      '/api/admin/test',
      '/api/admin/users',
      '/api/admin/users/recent',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/suspend',
      '/api/admin/users/{id}/unsuspend',
      '/api/admin/workspaces',
      '/api/admin/workspaces/{id}',
      '/api/admin/workspaces/{id}/suspend',
      '/api/admin/workspaces/{id}/unsuspend',
      '/api/analytics/best-times',
      '/api/analytics/daily',
      '/api/analytics/export.csv',
      '/api/analytics/pins/{pinId}',
      '/api/analytics/summary',
      '/api/analytics/top',
      '/api/api-keys',
      '/api/api-keys/{keyId}',
      '/api/auth/forgot-password',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/logout-everywhere',
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/auth/reset-password/check',
      '/api/boards',
      '/api/boards/order',
      '/api/boards/{id}',
      '/api/boards/{id}/feeds',
      '/api/boards/{id}/feeds/settings',
      '/api/boards/{id}/feeds/{feedId}',
      '/api/boards/{id}/feeds/{feedId}/check',
      '/api/boards/{id}/pins',
      '/api/brand-fonts',
      '/api/brand-fonts/{fontId}',
      '/api/brand-kits',
      '/api/brand-kits/{kitId}',
      '/api/brand-kits/{kitId}/logo',
      '/api/brand/from-site',
      '/api/chat/status',
      '/api/chat/visitor',
      '/api/chat/visitor/{id}',
      '/api/chat/visitor/{id}/messages',
      '/api/chat/visitor/{id}/stream',
      '/api/client-review/decide',
      '/api/client-review/open',
      '/api/contact',
      '/api/features',
      '/api/feeds',
      '/api/generate-from-link',
      '/api/generate-from-link-stream',
      '/api/generate-pins',
      '/api/generate-single-pin',
      '/api/generate-single-pin-stream',
      '/api/health',
      '/api/invitations/accept',
      '/api/invitations/preview',
      '/api/next-available-time',
      '/api/payment/create-checkout',
      '/api/payment/create-portal',
      '/api/payment/webhook',
      '/api/pins',
      '/api/pins/bulk-approve',
      '/api/pins/{id}',
      '/api/pins/{id}/approve',
      '/api/pins/{id}/mark-posted',
      '/api/pins/{id}/move',
      '/api/pins/{id}/reschedule',
      '/api/pins/{id}/retry',
      '/api/pinterest/boards',
      '/api/pinterest/callback',
      '/api/pinterest/connect',
      '/api/pinterest/create-pin',
      '/api/pinterest/disconnect',
      '/api/pinterest/link-board',
      '/api/pinterest/status',
      '/api/pinterest/sync-boards',
      '/api/plans',
      '/api/post-pins',
      '/api/prompts',
      '/api/prompts/preview',
      '/api/prompts/{kind}',
      '/api/review-links',
      '/api/review-links/{id}',
      '/api/settings',
      '/api/settings/ai',
      '/api/support/chats',
      '/api/support/chats/current',
      '/api/support/chats/{id}',
      '/api/support/chats/{id}/messages',
      '/api/support/chats/{id}/stream',
      '/api/support/phone-calls',
      '/api/support/phone-calls/{id}',
      '/api/support/plan',
      '/api/support/tickets',
      '/api/support/tickets/{id}',
      '/api/support/tickets/{id}/messages',
      '/api/templates',
      '/api/templates/preview',
      '/api/templates/{id}',
      '/api/templates/{id}/thumbnail',
      '/api/timeline',
      '/api/user/billing',
      '/api/user/delete-account',
      '/api/user/email',
      '/api/user/export',
      '/api/user/password',
      '/api/user/profile',
      '/api/user/usage',
      '/api/v1/analytics/best-times',
      '/api/v1/analytics/daily',
      '/api/v1/analytics/export.csv',
      '/api/v1/analytics/pins/{pinId}',
      '/api/v1/analytics/summary',
      '/api/v1/analytics/top',
      '/api/v1/boards',
      '/api/v1/boards/{boardId}',
      '/api/v1/boards/{boardId}/feeds',
      '/api/v1/boards/{boardId}/feeds/{feedId}',
      '/api/v1/boards/{boardId}/feeds/{feedId}/check',
      '/api/v1/boards/{boardId}/generate',
      '/api/v1/feeds',
      '/api/v1/next-free-slot',
      '/api/v1/pins',
      '/api/v1/pins/generate-from-url',
      '/api/v1/pins/{pinId}',
      '/api/v1/pins/{pinId}/approve',
      '/api/v1/pins/{pinId}/reschedule',
      '/api/v1/timeline',
      '/api/webhooks',
      '/api/webhooks/{endpointId}',
      '/api/webhooks/{endpointId}/deliveries',
      '/api/webhooks/{endpointId}/deliveries/{deliveryId}/resend',
      '/api/webhooks/{endpointId}/test',
      '/api/workspaces',
      '/api/workspaces/{workspaceId}',
      '/api/workspaces/{workspaceId}/invitations',
      '/api/workspaces/{workspaceId}/invitations/{invitationId}',
      '/api/workspaces/{workspaceId}/members',
      '/api/workspaces/{workspaceId}/members/{userId}',
      '/media/{*}',
    ]);
    expect(spec.paths['/api/auth/register'].post.responses).toHaveProperty('409');
    expect(spec.paths['/api/user/profile'].put.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves Swagger UI from local files, without inline scripts', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|https?:\/\/(?!127)/);
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});

describe('secrets never leave the server', () => {
  it('no response carries a password, password hash or token hash', async () => {
    const input = registerInput();
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    const { token } = registered.json();
    const admin = await createAdmin(app, db);
    const other = await createUser(db);
    const responses = [
      registered,
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password: input.password },
      }),
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
      await app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { first_name: 'Q' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: admin.user.email, password: admin.password },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(300);
      const body = response.body;
      expect(body).not.toMatch(/argon2|password|hash/i);
      expect(body).not.toContain(input.password);
      expect(body).not.toContain(other.token);
    }
  });
});
