// The privacy promise (docs/product.md §1): DELETED_ACCOUNT_RETENTION_DAYS after an account is deleted,
// housekeeping removes every row and image of it, not a minute before, and nothing of it is left:
// every table of the database is searched for the account's id and email, so a table added later
// is covered without changing this test.
import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin, PNG_BYTES } from '../../../../tests/factories/boards';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { DELETED_ACCOUNT_RETENTION_DAYS } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import {
  adminAuditLog,
  apiCalls,
  loginFailures,
  pinGenerations,
  pins,
  pinterestConnections,
  pinterestOauthStates,
  users,
  workspaceAiSettings,
  workspaces,
} from '../../db/schema';
import { mailOutbox, passwordResetTokens, supportMessages, supportTickets } from '../../db/schema-account';
import { boardFeedItems, boardFeeds } from '../../db/schema-content';
import { customPrompts } from '../../db/schema-prompts';
import { addMember } from '../workspaces/test-support';
import { PURGED_ACCOUNT_TARGET, purgeDeletedAccounts } from './purge-deleted-accounts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const MINUTE = 60_000;
const RETENTION_MS = DELETED_ACCOUNT_RETENTION_DAYS * 24 * 60 * MINUTE;
const log = { info: () => {}, error: () => {} };

/** A user with a row in every table that can hold one of theirs, and image files on disk. */
async function accountWithEverything() {
  const account = await createUser(t.db, { subscriptionPlan: 'pro' });
  const userId = account.user.id;
  const { workspaceId } = account;
  const board = await createBoard(t.db, workspaceId);
  const pin = await createPin(t.db, board, {
    media: t.media,
    status: 'scheduled',
    scheduledTime: new Date(),
  });
  const artworkKey = `pins/${pin.id}-artwork.jpg`;
  await t.media.put(artworkKey, PNG_BYTES);
  await t.db.update(pins).set({ artworkKey }).where(eq(pins.id, pin.id));
  await t.db.insert(pinGenerations).values({ workspaceId, pinId: pin.id });
  // The workspace's own prompt, and one of the board's (ADR 0037), saved by the person.
  await t.db.insert(customPrompts).values([
    { workspaceId, kind: 'title', version: 1, template: 'Ours', createdBy: userId },
    { workspaceId, boardId: board.id, kind: 'image', version: 1, template: 'Board art', createdBy: userId },
  ]);
  const [feed] = await t.db
    .insert(boardFeeds)
    .values({ workspaceId, boardId: board.id, url: 'https://blog.example/feed.xml' })
    .returning();
  await t.db.insert(boardFeedItems).values({ feedId: feed?.id as string, url: 'https://blog.example/post' });
  await t.db.insert(apiCalls).values({
    userId,
    type: 'text',
    provider: 'openai',
    model: 'gpt',
    statusCode: 200,
    prompt: `Pins for ${account.user.email}`,
    durationMs: 10,
  });
  await t.db.insert(workspaceAiSettings).values({ workspaceId, textModel: 'gpt' });
  await t.db.insert(pinterestConnections).values({
    workspaceId,
    username: 'maya',
    profile: '{}',
    accessTokenEncrypted: 'sealed',
    refreshTokenEncrypted: 'sealed',
    accessTokenExpiresAt: new Date(),
  });
  await t.db.insert(pinterestOauthStates).values({
    stateHash: `state-${userId}`,
    userId,
    workspaceId,
    returnTo: '/settings',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(mailOutbox).values({ userId, toAddress: account.user.email, kind: 'x', data: {} });
  await t.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: `hash-${userId}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({
      userId,
      name: 'Maya',
      email: account.user.email,
      subject: 'Hi',
      category: 'general',
      tier: 'free',
    })
    .returning();
  await t.db
    .insert(supportMessages)
    .values({ ticketId: ticket?.id as string, author: 'customer', authorName: 'Maya', body: 'Hello' });
  await t.db
    .insert(loginFailures)
    .values({ email: account.user.email.toLowerCase(), address: '10.0.0.1', failedAt: new Date() });
  // Staff suspended and unsuspended the account once: the audit log names it by email.
  const admin = await createAdmin(t.app, t.db);
  for (const step of ['suspend', 'unsuspend']) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/${step}`,
      headers: bearer(admin.token),
      payload: step === 'suspend' ? { reason: 'Checking' } : undefined,
    });
    expect(response.statusCode).toBe(200);
  }
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.user.email, password: account.password },
  });
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/workspaces',
    headers: bearer(signedIn.json().token),
  });
  return {
    ...account,
    workspaceId: listed.json().workspaces[0].id as string,
    pin,
    ticketId: ticket?.id as string,
    feedId: feed?.id as string,
    artworkKey,
    token: signedIn.json().token as string,
  };
}

async function deleteThroughRoute(account: { token: string; password: string; user: { id: string } }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/delete-account',
    headers: bearer(account.token),
    payload: { password: account.password },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id));
  return row?.deletedAt as Date;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the database whose rows mention one of `needles` anywhere (the row as text). */
async function tablesMentioning(needles: string[]): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { table_name: name } of tables) {
    const conditions = sql.join(
      needles.map((needle) => sql`lower(r::text) like ${`%${needle.toLowerCase()}%`}`),
      sql` or `,
    );
    const [hit] = await rows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from ${sql.identifier(name)} r where ${conditions}`,
    );
    if (Number(hit?.n) > 0) found.push(name);
  }
  return found;
}

async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(t.mediaDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('purging deleted accounts', () => {
  it(`removes every row and image ${DELETED_ACCOUNT_RETENTION_DAYS} days after deletion, not a minute before`, async () => {
    const gone = await accountWithEverything();
    const kept = await accountWithEverything();
    const deletedAt = await deleteThroughRoute(gone);
    // The account, and what it owns that rows of other tables point at (a ticket's messages).
    const needles = [
      gone.user.id,
      gone.user.email,
      gone.workspaceId,
      gone.pin.id,
      gone.ticketId,
      gone.feedId,
    ];

    // Before: the account is everywhere it can be (this is what the purge must clear).
    expect(await tablesMentioning(needles)).toEqual(
      expect.arrayContaining([
        'admin_audit_log',
        'api_calls',
        'board_feed_items',
        'board_feeds',
        'boards',
        'login_failures',
        'mail_outbox',
        'pin_generations',
        'pins',
        'pinterest_oauth_states',
        'sessions',
        'support_messages',
        'support_tickets',
        'users',
        'workspace_ai_settings',
        'workspace_members',
        'workspaces',
      ]),
    );
    expect(await mediaFiles()).toEqual(
      expect.arrayContaining([`${gone.pin.id}.png`, `${gone.pin.id}-artwork.jpg`]),
    );

    const oneMinuteEarly = new Date(deletedAt.getTime() + RETENTION_MS - MINUTE);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now: oneMinuteEarly })).toEqual({
      accounts: 0,
    });
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toHaveLength(1);

    const onTheDay = new Date(deletedAt.getTime() + RETENTION_MS);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now: onTheDay })).toEqual({
      accounts: 1,
    });

    // After: nothing of it anywhere, in any table or in the media folder.
    expect(await tablesMentioning(needles)).toEqual([]);
    const files = await mediaFiles();
    expect(files.filter((name) => name.startsWith(gone.pin.id))).toEqual([]);

    // The other account is whole.
    expect(files).toEqual(expect.arrayContaining([`${kept.pin.id}.png`, `${kept.pin.id}-artwork.jpg`]));
    expect(await tablesMentioning([kept.user.id, kept.workspaceId])).toEqual(
      expect.arrayContaining([
        'boards',
        'pins',
        'sessions',
        'support_tickets',
        'users',
        'api_calls',
        'workspace_members',
        'workspaces',
      ]),
    );
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(kept.token),
    });
    expect(profile.statusCode).toBe(200);
    // The staff's audit entries stay, the purged account named only as a deleted one.
    const audit = await t.db.select({ target: adminAuditLog.target }).from(adminAuditLog);
    expect(audit.map((row) => row.target).sort()).toEqual(
      [kept.user.email, kept.user.email, PURGED_ACCOUNT_TARGET, PURGED_ACCOUNT_TARGET].sort(),
    );

    // Idempotent: a second run finds nothing to do.
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now: onTheDay })).toEqual({
      accounts: 0,
    });
  });

  it('leaves accounts that are not deleted alone, however old', async () => {
    const account = await createUser(t.db);
    const farFuture = new Date(Date.now() + 10 * RETENTION_MS);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now: farFuture })).toEqual({
      accounts: 0,
    });
    expect(await t.db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(1);
  });

  it('purges an account whose email a new account has taken, leaving the new one whole', async () => {
    const gone = await accountWithEverything();
    const deletedAt = await deleteThroughRoute(gone);
    const successor = await createUser(t.db, { email: gone.user.email });
    await t.db.insert(loginFailures).values({
      email: gone.user.email.toLowerCase(),
      address: '10.0.0.2',
      failedAt: new Date(deletedAt.getTime() + MINUTE),
    });
    const now = new Date(deletedAt.getTime() + RETENTION_MS);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now })).toEqual({ accounts: 1 });
    expect(await tablesMentioning([gone.user.id])).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, successor.user.id))).toHaveLength(1);
    // The new account's own failed sign-ins are its own.
    expect(await t.db.select().from(loginFailures)).toHaveLength(1);
  });

  it('keeps a workspace another owner shares, with its pins and images', async () => {
    const gone = await createUser(t.db);
    const partner = await createUser(t.db);
    await addMember(t.db, {
      workspaceId: gone.workspaceId,
      userId: partner.user.id,
      role: 'owner',
      now: new Date(),
    });
    const pin = await createPin(t.db, await createBoard(t.db, gone.workspaceId), { media: t.media });
    const deletedAt = await deleteThroughRoute(gone);
    const now = new Date(deletedAt.getTime() + RETENTION_MS);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now })).toEqual({ accounts: 1 });
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
    const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, gone.workspaceId));
    expect(workspace?.ownerId).toBe(partner.user.id);
    expect(await t.db.select().from(pins).where(eq(pins.id, pin.id))).toHaveLength(1);
    expect(await mediaFiles()).toContain(`${pin.id}.png`);
  });
});
