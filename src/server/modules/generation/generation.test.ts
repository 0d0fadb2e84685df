// Generation with the offline provider, end to end through the real routes: stream order,
// the saved pin and its image, allowances in the user's time zone, ownership, and the history.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import type { RegisterBody } from '../../../shared/api/auth';
import type { GenerationEvent, Pin } from '../../../shared/api/pins';
import { AppError } from '../../app-error';
import { LOCAL_AI_CONFIG } from '../../config-ai';
import { apiCalls, globalSettings, pinGenerations, pins } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit';
import { SYSTEM_ACTOR } from '../activity';
import { reserveGeneration } from '../allowance';
import { addMember } from '../workspaces/test-support';
import { BOARD_DELETED_MESSAGE, prepareGeneration, runGeneration } from './generate-pin';
import { generatePin, generateStream, streamEvents, userWithBoardOf } from './test-support';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const signUpWithBoard = (overrides: Partial<RegisterBody> = {}) =>
  userWithBoardOf(
    t,
    {
      name: 'Weeknight Dinners',
      description: 'Quick family recipes under 30 minutes',
      // The default colors: a Free board's (brand colors are sold from Starter up).
      style_config: { style: 'vintage', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
    },
    overrides,
  );

describe('generate-single-pin-stream', () => {
  it('reports text, image, compose and save in order, then the saved pin', async () => {
    const { token, boardId } = await signUpWithBoard();
    const response = await generateStream(t, token, boardId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = streamEvents<GenerationEvent>(response.body);
    const stages = events.flatMap((e) => (e.type === 'progress' ? [e.stage] : []));
    expect(stages).toEqual(['text', 'image', 'compose', 'save']);
    const percents = events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const last = events.at(-1);
    if (last?.type !== 'complete') throw new Error(`stream ended with ${JSON.stringify(last)}`);
    const pin = last.data;
    expect(pin).toMatchObject({ board_id: boardId, board_name: 'Weeknight Dinners', status: 'generated' });
    expect(pin.title.length).toBeLessThanOrEqual(100);
    expect(pin.description.length).toBeGreaterThanOrEqual(150);
    expect(pin.description.length).toBeLessThanOrEqual(500);

    const image = await t.app.inject({ method: 'GET', url: pin.filepath ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1500]);
  });

  it('refuses another user’s board with a 404 before streaming, and nothing is counted', async () => {
    const owner = await signUpWithBoard();
    const stranger = await createUser(t.db);
    const response = await generateStream(t, stranger.token, owner.boardId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Board not found', code: 'not_found' });
    expect(await t.db.select().from(pinGenerations)).toEqual([]);
  });

  it('needs a session and a board id', async () => {
    const { token } = await signUpWithBoard();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/generate-single-pin-stream',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/generate-single-pin',
      headers: bearer(token),
      payload: { boardId: 'not-a-uuid' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('allowances', () => {
  it('refuses the second pin of the day on the Free plan, naming the limit and the reset', async () => {
    const { token, boardId } = await signUpWithBoard({ timeZone: 'Pacific/Auckland' });
    const generate = () => generatePin(t, token, boardId);
    expect((await generate()).statusCode).toBe(201);
    const refused = await generate();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('quota_exceeded');
    expect(refused.json().error).toBe(
      "Your Free plan includes 1 pin a day and you have used today's. You can generate more after midnight (Pacific/Auckland).",
    );

    const usage = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
    expect(usage.json()).toMatchObject({
      plan: 'free',
      month: { used: 1, limit: 5, remaining: 4 },
      day: { used: 1, limit: 1, remaining: 0 },
      boards: { used: 1, limit: 1 },
    });
  });

  it('refuses past the monthly allowance with the date it resets, in the user’s zone', async () => {
    const { workspaceId } = await signUpWithBoard({
      subscriptionPlan: 'starter',
      timeZone: 'Pacific/Honolulu',
    });
    // 18 November 2026 in Honolulu; 100 generations earlier that month, none that day.
    const now = new Date('2026-11-18T20:00:00Z');
    const earlier = new Date('2026-11-02T20:00:00Z');
    await t.db
      .insert(pinGenerations)
      .values(Array.from({ length: 100 }, () => ({ workspaceId, createdAt: earlier })));
    const refusal = reserveGeneration({ db: t.db, workspaceId, now });
    await expect(refusal).rejects.toMatchObject({
      code: 'quota_exceeded',
      message:
        'Your Starter plan includes 100 pins a month and you have used them all. Your allowance resets on December 1, 2026.',
    });
    // A generation from before the user's month began (31 October, Honolulu) does not count.
    await t.db.delete(pinGenerations);
    const lastMonth = new Date('2026-11-01T09:00:00Z');
    await t.db
      .insert(pinGenerations)
      .values(Array.from({ length: 100 }, () => ({ workspaceId, createdAt: lastMonth })));
    const reservation = await reserveGeneration({ db: t.db, workspaceId, now });
    await reservation.release();
  });

  it('never lets parallel requests exceed the daily allowance', async () => {
    const { token, boardId } = await signUpWithBoard();
    const results = await Promise.all(Array.from({ length: 4 }, () => generatePin(t, token, boardId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429]);
    expect(await t.db.select().from(pins)).toHaveLength(1);
    expect(await t.db.select().from(pinGenerations)).toHaveLength(1);
  });
});

describe('generate-pins', () => {
  /** A Starter user (3 pins a day) whose board asks for `pinsPerDay`, and POST /api/generate-pins for it. */
  async function generatePinsFor(pinsPerDay: number) {
    const { token, boardId } = await signUpWithBoard({ subscriptionPlan: 'starter' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${boardId}`,
      headers: bearer(token),
      payload: { pins_per_day: pinsPerDay },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/generate-pins',
      headers: bearer(token),
      payload: { boardId },
    });
  }

  it("makes the board's pins for the day, each with a new title", async () => {
    const response = await generatePinsFor(3);
    expect(response.statusCode).toBe(201);
    const made = response.json().pins as Pin[];
    expect(made).toHaveLength(3);
    expect(new Set(made.map((p) => p.title.toLowerCase())).size).toBe(3);
    expect(response.json().message).toBeNull();
  });

  it('stops when the day runs out, saying how many it made', async () => {
    const response = await generatePinsFor(5);
    expect(response.statusCode).toBe(201);
    expect(response.json().pins).toHaveLength(3);
    expect(response.json().message).toMatch(/^Generated 3 of 5\. Your Starter plan includes 3 pins a day/);
  });
});

describe("a member generating in another's workspace", () => {
  it('needs the contributor role; the pin, its slot and its calls are the workspace’s', async () => {
    const owner = await signUpWithBoard();
    const viewer = await createUser(t.db);
    const contributor = await createUser(t.db);
    const now = t.app.clock.now();
    for (const [member, role] of [
      [viewer, 'viewer'],
      [contributor, 'contributor'],
    ] as const) {
      await addMember(t.db, { workspaceId: owner.workspaceId, userId: member.user.id, role, now });
    }
    const generateIn = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/generate-single-pin',
        headers: { ...bearer(token), 'x-workspace-id': owner.workspaceId },
        payload: { boardId: owner.boardId },
      });

    const refused = await generateIn(viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_required');
    expect(refused.json().error).toContain('contributor');
    expect(await t.db.select().from(pinGenerations)).toEqual([]);

    const made = await generateIn(contributor.token);
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select().from(pins);
    expect(row).toMatchObject({ id: made.json().id, workspaceId: owner.workspaceId, boardId: owner.boardId });
    const slots = await t.db.select().from(pinGenerations);
    expect(slots.map((slot) => slot.workspaceId)).toEqual([owner.workspaceId]);
    // The calls are in the history of the owner who pays for the workspace.
    const calls = await t.db.select().from(apiCalls);
    expect(calls.map((call) => call.userId)).toEqual([owner.user.id, owner.user.id]);

    // Usage is the workspace's, which a viewer may read; the contributor's own is untouched.
    const usedToday = async (token: string, workspaceId: string) => {
      const usage = await t.app.inject({
        method: 'GET',
        url: '/api/user/usage',
        headers: { ...bearer(token), 'x-workspace-id': workspaceId },
      });
      expect(usage.statusCode).toBe(200);
      return usage.json().day.used;
    };
    expect(await usedToday(viewer.token, owner.workspaceId)).toBe(1);
    expect(await usedToday(contributor.token, contributor.workspaceId)).toBe(0);
  });
});

describe('API history', () => {
  it('records the text and image call of a local generation at no cost', async () => {
    const { token, user, boardId } = await signUpWithBoard();
    await generatePin(t, token, boardId);
    const calls = await t.db.select().from(apiCalls).where(eq(apiCalls.userId, user.id));
    expect(calls.map((c) => [c.type, c.provider, c.statusCode, c.cost]).sort()).toEqual([
      ['image', 'local', 200, 0],
      ['text', 'local', 200, 0],
    ]);
    expect(calls.every((c) => c.prompt.includes('Weeknight Dinners'))).toBe(true);
  });
});

describe('prompts', () => {
  it('reads the current prompt templates from the global settings', async () => {
    const { token, boardId } = await signUpWithBoard();
    await t.db
      .insert(globalSettings)
      .values({
        settingKey: 'prompt_title',
        settingValue: 'Staff prompt for {{board_name}}: punchy titles only',
        category: 'prompts',
      })
      .onConflictDoUpdate({
        target: globalSettings.settingKey,
        set: { settingValue: 'Staff prompt for {{board_name}}: punchy titles only' },
      });
    await generatePin(t, token, boardId);
    const [text] = await t.db.select().from(apiCalls).where(eq(apiCalls.type, 'text'));
    expect(text?.prompt).toContain('Staff prompt for Weeknight Dinners: punchy titles only');
  });

  it("puts the board's default link into a title prompt that asks for {{link}}, and on the pin", async () => {
    const { token, boardId } = await signUpWithBoard();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/boards/${boardId}`,
      headers: bearer(token),
      payload: { default_link: 'https://Dinners.Example/recipes' },
    });
    expect(updated.statusCode).toBe(200);
    const template = 'Titles for {{board_name}} that send readers to {{link}}';
    await t.db
      .insert(globalSettings)
      .values({ settingKey: 'prompt_title', settingValue: template, category: 'prompts' })
      .onConflictDoUpdate({ target: globalSettings.settingKey, set: { settingValue: template } });
    const response = await generatePin(t, token, boardId);
    expect(response.json().link).toBe('https://dinners.example/recipes');
    const [text] = await t.db.select().from(apiCalls).where(eq(apiCalls.type, 'text'));
    expect(text?.prompt).toContain(
      'Titles for Weeknight Dinners that send readers to https://dinners.example/recipes',
    );
  });
});

describe('deleting', () => {
  it('removes the image file and the kept artwork with the pin', async () => {
    const { token, boardId } = await signUpWithBoard();
    const created = await generatePin(t, token, boardId);
    const pin = created.json() as Pin;
    expect(readdirSync(path.join(t.mediaDir, 'pins')).sort()).toEqual([
      `${pin.id}-artwork.jpg`,
      `${pin.id}.png`,
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pins/${pin.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(readdirSync(path.join(t.mediaDir, 'pins'))).toEqual([]);
  });
});

describe('a board deleted while its pin is being generated', () => {
  it('ends with a 404 naming it, no pin, no file and the slot given back', async () => {
    const { token, user, workspaceId, boardId } = await signUpWithBoard();
    const workspace = { id: workspaceId, ownerId: user.id };
    // The board is found and the slot taken, then the person deletes the board mid-generation.
    const providerFailureLimit = DEFAULT_RATE_LIMITS.providerFailuresPerUser;
    const prepared = await prepareGeneration(
      { db: t.db, providerFailureLimit, clock: t.app.clock },
      { workspace, boardId },
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/boards/${boardId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    const context = {
      db: t.db,
      media: t.media,
      ai: LOCAL_AI_CONFIG,
      appSecret: TEST_APP_SECRET,
      pinterest: { demo: false },
      outbound: t.app.outbound,
      providerFailureLimit,
      clock: t.app.clock,
    };
    const failure = await runGeneration(context, { workspace, prepared, actor: SYSTEM_ACTOR }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'not_found', message: BOARD_DELETED_MESSAGE });
    expect(await t.db.select().from(pins)).toEqual([]);
    expect(await t.db.select().from(pinGenerations)).toEqual([]);
    expect(readdirSync(path.join(t.mediaDir, 'pins'))).toEqual([]);
  });
});
