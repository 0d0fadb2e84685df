// Migration 0007 pauses connections made while a client could ask for fewer scopes. Its UPDATE is
// run here on rows of every kind, on PGlite and on PostgreSQL, so its array logic is checked on both.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { pinterestConnections } from '../../db/schema';

const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0007_oauth_state_origin.sql'), 'utf8');
const pauseStatement =
  migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE')) ?? '';

describe('migration 0007', () => {
  it('pauses connected accounts whose recorded scopes lack one Pinloom needs, and only those', async () => {
    const t = await createTestApp();
    try {
      const cases: Array<[scope: string, status: 'connected' | 'needs_reconnect', expected: string]> = [
        ['user_accounts:read,boards:read,boards:write,pins:read,pins:write', 'connected', 'connected'],
        ['pins:write pins:read boards:write boards:read user_accounts:read', 'connected', 'connected'],
        ['user_accounts:read,pins:read,boards:read,pins:write', 'connected', 'needs_reconnect'],
        ['', 'connected', 'connected'],
        ['user_accounts:read', 'needs_reconnect', 'needs_reconnect'],
      ];
      const ids: string[] = [];
      for (const [scope, status] of cases) {
        const { workspaceId } = await createUser(t.db);
        ids.push(workspaceId);
        await t.db.insert(pinterestConnections).values({
          workspaceId,
          username: 'pinloom_demo',
          profile: '{}',
          accessTokenEncrypted: 'v1:x',
          refreshTokenEncrypted: 'v1:y',
          accessTokenExpiresAt: new Date(),
          scope,
          status,
        });
      }
      expect(pauseStatement).toContain('needs_reconnect');
      await t.db.execute(sql.raw(pauseStatement));
      for (const [index, [, , expected]] of cases.entries()) {
        const [row] = await t.db
          .select({ status: pinterestConnections.status })
          .from(pinterestConnections)
          .where(eq(pinterestConnections.workspaceId, ids[index] as string));
        expect(row?.status, cases[index]?.[0]).toBe(expected);
      }
    } finally {
      await t.app.close();
    }
  });
});
