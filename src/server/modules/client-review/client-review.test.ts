// Client review links through the real routes, on a clock the test moves (ADR 0032): an editor
// shares pins in review, a client without an account opens the link and decides, the workspace
// reads the decisions, and a withdrawn or expired link stops working.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { REVIEW_LINK_ERRORS } from '../../../shared/api/client-review';
import type { Database } from '../../db/connection';
import { type PinRow, pins } from '../../db/schema';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

const DAY_MS = 86_400_000;
let app: FastifyInstance;
let db: Database;
let now: Date;
let owner: Awaited<ReturnType<typeof createUser>>;
let editor: Awaited<ReturnType<typeof createUser>>;
let inReview: PinRow[];

beforeEach(async () => {
  now = new Date('2026-05-04T10:00:00.000Z');
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
  owner = await createUser(db, { firstName: 'Ada', subscriptionPlan: 'pro' }, now);
  await setPlan(db, owner.workspaceId, { subscriptionStatus: 'active', trialEndsAt: null });
  editor = await createUser(db, { firstName: 'Eli', lastName: 'Moss' }, now);
  await addMember(db, { workspaceId: owner.workspaceId, userId: editor.user.id, role: 'editor', now });
  const board = await createBoard(db, owner.workspaceId, { name: 'Autumn recipes' });
  inReview = [
    await createPin(db, board, { title: 'Pumpkin soup', imageKey: 'pins/soup.png' }),
    await createPin(db, board, { title: 'Apple pie' }),
  ];
});
afterEach(async () => {
  await app.close();
});

const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(editor.token), 'x-workspace-id': owner.workspaceId },
    payload,
  });

/** As the client: no session at all. */
const asClient = (path: 'open' | 'decide', payload: object) =>
  app.inject({ method: 'POST', url: `/api/client-review/${path}`, payload });

async function share(pinIds = inReview.map((pin) => pin.id), days?: number) {
  const response = await asEditor('POST', '/api/review-links', { name: 'Acme, May', pin_ids: pinIds, days });
  expect(response.statusCode, response.body).toBe(200);
  const { link, url } = response.json();
  const token = new URL(url).searchParams.get('token') as string;
  expect(new URL(url).pathname).toBe('/client-review');
  return { link, token };
}

async function statusOf(pinId: string) {
  const [row] = await db.select().from(pins).where(eq(pins.id, pinId));
  return row;
}

describe('sharing pins with a client', () => {
  it('shows the client the pins as they will look on Pinterest, without an account', async () => {
    const { token, link } = await share();
    expect(link).toMatchObject({ name: 'Acme, May', created_by: 'Eli Moss', state: 'open' });
    expect(link.expires_at).toBe(new Date(now.getTime() + 7 * DAY_MS).toISOString());
    const response = await asClient('open', { token });
    expect(response.statusCode).toBe(200);
    const { review } = response.json();
    expect(review.workspace_name).toBe("Ada's workspace");
    expect(review.pins.map((pin: { title: string }) => pin.title)).toEqual(['Pumpkin soup', 'Apple pie']);
    expect(review.pins[0]).toMatchObject({ board_name: 'Autumn recipes', open: true, decision: null });
    expect(review.pins[0].image_url).toMatch(/soup\.png$/);
  });

  it('puts an approved pin into the schedule and tells the workspace who decided', async () => {
    const { token, link } = await share();
    const [soup] = inReview as [PinRow];
    const response = await asClient('decide', { token, pin_id: soup.id, decision: 'approved', name: 'Dana' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pin).toMatchObject({ decision: 'approved', decided_by: 'Dana', open: false });
    const scheduled = await statusOf(soup.id);
    expect(scheduled?.status).toBe('scheduled');
    expect(scheduled?.scheduledTime?.getTime()).toBeGreaterThan(now.getTime());
    const listed = (await asEditor('GET', '/api/review-links')).json().links;
    expect(listed).toHaveLength(1);
    expect(listed[0].id).toBe(link.id);
    expect(listed[0].pins[0]).toMatchObject({
      title: 'Pumpkin soup',
      decision: 'approved',
      decided_by: 'Dana',
    });
    // Once the pin is scheduled the client cannot take it back.
    const again = await asClient('decide', { token, pin_id: soup.id, decision: 'rejected', name: 'Dana' });
    expect(again.statusCode).toBe(409);
  });

  it('keeps a pin in review when the client asks for changes, which needs a comment', async () => {
    const { token } = await share();
    const pie = inReview[1] as PinRow;
    const bare = await asClient('decide', {
      token,
      pin_id: pie.id,
      decision: 'changes_requested',
      name: 'Dana',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('Say what to change, so the team can do it.');
    const asked = await asClient('decide', {
      token,
      pin_id: pie.id,
      decision: 'changes_requested',
      comment: 'Use the photo with the lattice top',
      name: 'Dana',
    });
    expect(asked.json().pin).toMatchObject({ decision: 'changes_requested', open: true });
    expect((await statusOf(pie.id))?.status).toBe('generated');
    // Still in review, so the client may change their mind.
    const rejected = await asClient('decide', { token, pin_id: pie.id, decision: 'rejected', name: 'Dana' });
    expect(rejected.json().pin).toMatchObject({ decision: 'rejected', comment: null });
  });

  it('stops working when withdrawn (410) and when it expires (410), and a wrong token is 404', async () => {
    const withdrawn = await share();
    expect((await asEditor('DELETE', `/api/review-links/${withdrawn.link.id}`)).statusCode).toBe(200);
    const afterRevoke = await asClient('open', { token: withdrawn.token });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json()).toEqual({
      code: 'review_link_revoked',
      error: REVIEW_LINK_ERRORS.review_link_revoked,
    });
    const decide = { token: withdrawn.token, pin_id: inReview[0]?.id, decision: 'approved', name: 'Dana' };
    expect((await asClient('decide', decide)).statusCode).toBe(410);
    expect((await statusOf(inReview[0]?.id as string))?.status).toBe('generated');
    // Withdrawing twice finds no open link.
    expect((await asEditor('DELETE', `/api/review-links/${withdrawn.link.id}`)).statusCode).toBe(404);

    now = new Date(now.getTime() + 60_000);
    const short = await share(undefined, 1);
    now = new Date(now.getTime() + DAY_MS);
    expect((await asClient('open', { token: short.token })).json().code).toBe('review_link_expired');
    expect(
      (await asEditor('GET', '/api/review-links')).json().links.map((l: { state: string }) => l.state),
    ).toEqual(['expired', 'revoked']);

    for (const token of ['not-a-token', 'A'.repeat(43)]) {
      const response = await asClient('open', { token });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('review_link_invalid');
    }
  });

  it('shares only pins of the workspace that wait in review, and only for editors and above', async () => {
    const stranger = await createUser(db, {}, now);
    const theirs = await createPin(db, await createBoard(db, stranger.workspaceId));
    const foreign = await asEditor('POST', '/api/review-links', { name: 'x', pin_ids: [theirs.id] });
    expect(foreign.statusCode).toBe(404);
    await db
      .update(pins)
      .set({ status: 'scheduled', scheduledTime: now })
      .where(eq(pins.id, inReview[1]?.id as string));
    const scheduled = await asEditor('POST', '/api/review-links', {
      name: 'x',
      pin_ids: inReview.map((p) => p.id),
    });
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json().error).toMatch(
      /^Only pins waiting in review can be shared for approval; this one is scheduled\./,
    );

    const contributor = await createUser(db, {}, now);
    await addMember(db, {
      workspaceId: owner.workspaceId,
      userId: contributor.user.id,
      role: 'contributor',
      now,
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/review-links',
      headers: { ...bearer(contributor.token), 'x-workspace-id': owner.workspaceId },
      payload: { name: 'x', pin_ids: [inReview[0]?.id] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_required');
    // Nothing was made by the refusals.
    expect((await asEditor('GET', '/api/review-links')).json().links).toEqual([]);
  });
});
