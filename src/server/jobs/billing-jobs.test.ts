// The 'plan-expiry' job as the queue runs it: every minute, once at start, and with a clock the
// deps may fix; an ended trial goes to Free at its minute, and a second run changes nothing.
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { workspaces } from '../db/schema';
import { planExpiryJob } from './billing-jobs';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('plan-expiry job', () => {
  it('runs every minute and at start, one run at a time', () => {
    expect(planExpiryJob).toMatchObject({ name: 'plan-expiry', schedule: '* * * * *', runAtStart: true });
    expect(planExpiryJob.queue.policy).toBe('singleton');
  });

  it('moves an ended trial to Free at its minute and logs it once', async () => {
    const { user, workspace } = await createUser(t.db, { subscriptionPlan: 'starter' });
    const trialEnd = workspace.trialEndsAt as Date;
    const log = { info: vi.fn(), error: vi.fn() };
    const run = (now: Date) =>
      planExpiryJob.run(null, {
        boss: {} as PgBoss,
        deps: { db: t.db, clock: { now: () => now, random: Math.random } },
        log,
      });

    await run(new Date(trialEnd.getTime() - 1));
    await run(trialEnd);
    await run(new Date(trialEnd.getTime() + 60_000));
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, user.id));
    expect(row).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      trialEndsAt: trialEnd,
    });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ trials: 1, canceled: 0 }, 'moved accounts to the Free plan');
  });
});
