// Connecting again an account renamed on Pinterest: the row of the same Pinterest user is the one
// reconnected, even when another of the workspace's rows still holds the name it has taken.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECOND_DEMO_ACCOUNT } from '../../../../emulators/pinterest/server';
import { createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pinterestConnections } from '../../db/schema';
import { connectThroughRoutes, storedConnection } from './test-support';

let t: TestApp;

withEmulatorApp((context) => {
  ({ t } = context);
});

const FIRST = 'pinloom_demo';

const rename = (id: string, username: string) =>
  t.db.update(pinterestConnections).set({ username }).where(eq(pinterestConnections.id, id));

const rowsOf = (workspaceId: string) =>
  t.db.select().from(pinterestConnections).where(eq(pinterestConnections.workspaceId, workspaceId));

/** A workspace with both of the emulator's accounts connected; their rows' ids. */
async function twoAccounts() {
  const { token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'starter' });
  await connectThroughRoutes(t.app, token);
  await connectThroughRoutes(t.app, token, undefined, SECOND_DEMO_ACCOUNT);
  const first = (await storedConnection(t.db, workspaceId, FIRST))?.id as string;
  const second = (await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT))?.id as string;
  return { token, workspaceId, first, second };
}

describe('connecting again an account renamed on Pinterest', () => {
  it('keeps its row and takes its new name', async () => {
    const { token, workspaceId, first } = await twoAccounts();
    await rename(first, 'pinloom_demo_before');
    await connectThroughRoutes(t.app, token);
    expect((await storedConnection(t.db, workspaceId, FIRST))?.id).toBe(first);
    expect(await rowsOf(workspaceId)).toHaveLength(2);
  });

  it('takes the name from a row that still holds it, which is marked until it is connected again', async () => {
    // The second account was called pinloom_demo when it was connected and has been renamed since;
    // the first, connected as pinloom_demo_before, has taken the name pinloom_demo.
    const { token, workspaceId, first, second } = await twoAccounts();
    await rename(first, 'pinloom_demo_before');
    await rename(second, FIRST);
    const stale = await storedConnection(t.db, workspaceId, FIRST);

    await connectThroughRoutes(t.app, token);

    const rows = await rowsOf(workspaceId);
    expect(rows).toHaveLength(2);
    const renamed = rows.find((row) => row.id === first);
    const marked = rows.find((row) => row.id === second);
    expect(renamed).toMatchObject({ username: FIRST, status: 'connected' });
    expect(renamed?.accessTokenEncrypted).not.toBe(stale?.accessTokenEncrypted);
    // The other account is untouched but for a name no Pinterest account can have.
    expect(marked?.username).toMatch(/^pinloom_demo \(renamed on Pinterest, [0-9a-f]{8}\)$/);
    expect(marked).toMatchObject({
      pinterestUserId: stale?.pinterestUserId,
      accessTokenEncrypted: stale?.accessTokenEncrypted,
      status: 'connected',
    });

    // Connected again, it has its own name back.
    await connectThroughRoutes(t.app, token, undefined, SECOND_DEMO_ACCOUNT);
    expect((await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT))?.id).toBe(second);
  });
});
