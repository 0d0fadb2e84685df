// GET /api/user/export: the account's data as a file, its own and nobody else's, with nothing
// secret in it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { accountExport, EXPORT_FORMAT_VERSION } from '../../../shared/api/account';
import { phoneCallRequests, supportMessages, supportTickets } from '../../db/schema-account';
import { boardFeeds } from '../../db/schema-content';
import { customPrompts } from '../../db/schema-prompts';
import { createPersonalWorkspace } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const exportOf = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });

describe('GET /api/user/export', () => {
  it('answers a dated JSON file of the profile, settings, boards, pins and tickets', async () => {
    const { token, user, workspaceId } = await createUser(t.db, {
      firstName: 'Ines',
      timeZone: 'Asia/Tokyo',
    });
    const board = await createBoard(t.db, workspaceId, { name: 'Garden ideas' });
    const pin = await createPin(t.db, board, { media: t.media, title: 'Tomatoes in pots' });
    await t.db
      .insert(boardFeeds)
      .values({ workspaceId, boardId: board.id, url: 'https://garden.example/feed.xml', kind: 'rss' });
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({
        userId: user.id,
        name: 'Ines Lindqvist',
        email: user.email,
        subject: 'Where is my pin?',
        category: 'technical',
        tier: 'free',
      })
      .returning();
    await t.db.insert(phoneCallRequests).values({
      workspaceId,
      userId: user.id,
      phone: '+46 8 123 456 78',
      preferredAt: new Date('2030-01-02T09:00:00.000Z'),
      reason: 'Onboarding',
      createdAt: new Date('2029-12-30T09:00:00.000Z'),
    });
    await t.db.insert(customPrompts).values([
      {
        workspaceId,
        kind: 'title',
        version: 1,
        template: 'Old words',
        retiredAt: new Date('2030-01-01T00:00:00Z'),
      },
      { workspaceId, boardId: board.id, kind: 'image', version: 1, template: 'Garden art {{title}}' },
    ]);
    await t.db.insert(supportMessages).values({
      ticketId: ticket?.id as string,
      author: 'customer',
      authorName: 'Ines',
      body: 'It did not go out.',
    });

    const response = await exportOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pinloom-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = accountExport.parse(response.json());
    expect(data.format_version).toBe(EXPORT_FORMAT_VERSION);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, first_name: 'Ines' });
    expect(data.settings).toMatchObject({ time_zone: 'Asia/Tokyo', posting_window_start: '09:00' });
    expect(data.boards.map((b) => b.name)).toEqual(['Garden ideas']);
    expect(data.feeds).toEqual([
      expect.objectContaining({ board_id: board.id, url: 'https://garden.example/feed.xml', kind: 'rss' }),
    ]);
    expect(data.pins).toHaveLength(1);
    expect(data.pins[0]).toMatchObject({
      id: pin.id,
      title: 'Tomatoes in pots',
      board_name: 'Garden ideas',
      image_url: `${t.app.appConfig.publicUrl}/media/pins/${pin.id}.png`,
    });
    expect(data.support_tickets).toEqual([
      expect.objectContaining({
        subject: 'Where is my pin?',
        reference: `T-${ticket?.number}`,
        messages: [expect.objectContaining({ author: 'customer', body: 'It did not go out.' })],
      }),
    ]);
    expect(data.phone_calls).toEqual([
      expect.objectContaining({
        phone: '+46 8 123 456 78',
        preferred_at: '2030-01-02T09:00:00.000Z',
        reason: 'Onboarding',
        status: 'requested',
      }),
    ]);
    // Every version of the workspace's own prompts (ADR 0037), removed ones too.
    expect(data.custom_prompts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'title',
          board_id: null,
          template: 'Old words',
          removed_at: '2030-01-01T00:00:00.000Z',
        }),
        expect.objectContaining({ kind: 'image', board_name: 'Garden ideas', version: 1, removed_at: null }),
      ]),
    );
    expect(data.pinterest_account).toBeNull();
    expect(data.pins[0]?.image_url).toMatch(/^https?:\/\/[^/]+\/media\//);
    // The image link works.
    const image = await t.app.inject({ method: 'GET', url: `/media/pins/${pin.id}.png` });
    expect(image.statusCode).toBe(200);
  });

  it('holds nothing secret: no password hash, tokens or Stripe ids', async () => {
    const { token, user } = await createUser(t.db);
    const text = (await exportOf(token)).body;
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain(token);
    for (const key of ['password', 'token', 'stripe', 'api_key', 'secret']) {
      expect(text.toLowerCase()).not.toContain(key);
    }
  });

  it('holds only the signed-in user’s data', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db, { firstName: 'Other' });
    const theirs = await createBoard(t.db, other.workspaceId, { name: 'Their board' });
    await createPin(t.db, theirs, { title: 'Their pin' });
    await t.db.insert(supportTickets).values({
      userId: other.user.id,
      name: 'Other',
      email: other.user.email,
      subject: 'Their ticket',
      category: 'general',
      tier: 'free',
    });
    await t.db.insert(phoneCallRequests).values({
      workspaceId: other.workspaceId,
      userId: other.user.id,
      phone: '+1 415 555 0199',
      preferredAt: new Date('2030-01-02T09:00:00.000Z'),
      reason: 'Theirs',
      createdAt: new Date('2029-12-30T09:00:00.000Z'),
    });
    const data = accountExport.parse((await exportOf(me.token)).json());
    expect(data.profile.id).toBe(me.user.id);
    expect(data.boards).toEqual([]);
    expect(data.pins).toEqual([]);
    expect(data.feeds).toEqual([]);
    expect(data.support_tickets).toEqual([]);
    expect(data.phone_calls).toEqual([]);
    expect(data.custom_prompts).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(other.user.email);
  });

  it('holds the content of every workspace the person pays for, not of one they only work in', async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const second = await createPersonalWorkspace(t.db, {
      id: me.user.id,
      firstName: 'Side',
      timeZone: 'UTC',
      createdAt: new Date(),
    });
    await addMember(t.db, {
      workspaceId: other.workspaceId,
      userId: me.user.id,
      role: 'editor',
      now: new Date(),
    });
    for (const [workspaceId, name] of [
      [me.workspaceId, 'Mine'],
      [second.id, 'Side project'],
      [other.workspaceId, 'Their board'],
    ] as const) {
      await createPin(t.db, await createBoard(t.db, workspaceId, { name }), { title: `${name} pin` });
    }
    const data = accountExport.parse((await exportOf(me.token)).json());
    expect(data.boards.map((b) => b.name).sort()).toEqual(['Mine', 'Side project']);
    expect(data.pins.map((p) => p.title).sort()).toEqual(['Mine pin', 'Side project pin']);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export' });
    expect(response.statusCode).toBe(401);
  });
});
