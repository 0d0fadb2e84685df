// The plan-expiry job's work at the exact minute (an injected "now"), and limits that follow a
// smaller plan at once: extra boards stay, new ones wait; the allowance shrinks.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { type BoardRow, workspaces } from '../../db/schema';
import { expectRefusal, sendAs } from '../../http/test-support';
import { expirePlans } from './expire-plans';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

async function row(id: string) {
  const [user] = await db.select().from(workspaces).where(eq(workspaces.ownerId, id));
  if (!user) throw new Error('no user');
  return user;
}

describe('expirePlans', () => {
  it('moves a trial that ended without a subscription to Free at its exact end, once', async () => {
    const { user, workspace } = await createUser(db, { subscriptionPlan: 'pro', billingCycle: 'yearly' });
    const other = await createUser(db, { subscriptionPlan: 'starter' });
    const trialEnd = workspace.trialEndsAt as Date;
    // The other trial ends a minute later.
    await db
      .update(workspaces)
      .set({ trialEndsAt: new Date(trialEnd.getTime() + 60_000) })
      .where(eq(workspaces.ownerId, other.user.id));

    expect(await expirePlans({ db, now: new Date(trialEnd.getTime() - 1) })).toEqual({
      trials: 0,
      canceled: 0,
    });
    expect(await row(user.id)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });

    expect(await expirePlans({ db, now: trialEnd })).toEqual({ trials: 1, canceled: 0 });
    expect(await row(user.id)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      // Kept, so Settings can say when the trial ended.
      trialEndsAt: trialEnd,
    });
    expect(await row(other.user.id)).toMatchObject({
      subscriptionPlan: 'starter',
      subscriptionStatus: 'trialing',
    });

    expect(await expirePlans({ db, now: trialEnd })).toEqual({ trials: 0, canceled: 0 });
    expect(await expirePlans({ db, now: new Date(trialEnd.getTime() + 60_000) })).toEqual({
      trials: 1,
      canceled: 0,
    });
  });

  it('leaves a trial inside a Stripe subscription to Stripe', async () => {
    const { user, workspace } = await createUser(db, { subscriptionPlan: 'pro' });
    await db
      .update(workspaces)
      .set({ stripeSubscriptionId: 'sub_123' })
      .where(eq(workspaces.ownerId, user.id));
    const later = new Date((workspace.trialEndsAt as Date).getTime() + 3600_000);
    expect(await expirePlans({ db, now: later })).toEqual({ trials: 0, canceled: 0 });
    expect(await row(user.id)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
  });

  it('moves a canceled subscription to Free at its period end', async () => {
    const { user } = await createUser(db, { subscriptionPlan: 'enterprise' });
    const end = new Date('2027-01-01T00:00:00Z');
    await db
      .update(workspaces)
      .set({ subscriptionStatus: 'canceled', currentPeriodEnd: end, stripeSubscriptionId: 'sub_9' })
      .where(eq(workspaces.ownerId, user.id));
    expect(await expirePlans({ db, now: new Date(end.getTime() - 1) })).toEqual({ trials: 0, canceled: 0 });
    expect(await expirePlans({ db, now: end })).toEqual({ trials: 0, canceled: 1 });
    expect(await row(user.id)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      stripeSubscriptionId: null,
      currentPeriodEnd: end,
    });
  });
});

describe('limits after the trial ends', () => {
  it('keeps extra boards readable and editable, refuses new ones, and shrinks the allowance', async () => {
    const { token, user, workspaceId } = await createUser(db, { subscriptionPlan: 'pro' });
    const boards: BoardRow[] = [];
    for (let i = 0; i < 4; i += 1) boards.push(await createBoard(db, workspaceId));
    const generate = () => sendAs(app, token, 'POST', '/api/generate-single-pin', { boardId: boards[3]?.id });
    expect((await generate()).statusCode).toBe(201);

    // The trial ends (the job has not run yet): limits are Free's at once.
    await db
      .update(workspaces)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(workspaces.ownerId, user.id));
    const refused = await sendAs(app, token, 'POST', '/api/boards', { name: 'Fifth' });
    expectRefusal(refused, 403, {
      code: 'plan_limit',
      error:
        'Your Free plan allows 1 board. You have 4: they stay, but no new ones until you are within the limit. Upgrade your plan to add more boards.',
    });
    const list = await app.inject({ method: 'GET', url: '/api/boards', headers: bearer(token) });
    expect(list.json().boards).toHaveLength(4);
    const edited = await sendAs(app, token, 'PUT', `/api/boards/${boards[3]?.id}`, { name: 'Still mine' });
    expect(edited.statusCode).toBe(200);

    const second = await generate();
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^Your Free plan includes 1 pin a day/);
    const usage = await app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
    expect(usage.json()).toMatchObject({ plan: 'free', boards: { used: 4, limit: 1 } });

    // Deleting down to the limit makes room again only once within it.
    for (const board of boards.slice(1)) {
      await app.inject({ method: 'DELETE', url: `/api/boards/${board.id}`, headers: bearer(token) });
    }
    const atLimit = await sendAs(app, token, 'POST', '/api/boards', { name: 'Another' });
    expect(atLimit.json().error).toBe('Your Free plan allows 1 board. Upgrade your plan to add more boards.');
  });
});
