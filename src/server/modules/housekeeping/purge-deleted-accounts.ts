// The privacy promise (docs/product.md §1): DELETED_ACCOUNT_RETENTION_DAYS after a person deleted their
// account, every row and image of it goes. Its workspaces go with it unless another owner keeps
// them (ADR 0032), and with them their content; deleting the users row removes what references it
// (every user_id in schema.ts and schema-account.ts cascades); what only names the account is
// deleted or cleared here first: its AI call records (their user_id is set null, for the admin
// history of other accounts), the staff audit entries that name it by email, its failed sign-ins
// and its rate-limit counters. Images go before the rows: a run that fails between the two finds
// the account again next time, and removing a file that is already gone is no error.
import { and, eq, inArray, isNotNull, like, lte, or, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_RETENTION_DAYS } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import { adminAuditLog, apiCalls, loginFailures, pins, rateLimitHits, users } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { purgeUser } from '../user';
import { deleteWorkspacesOwnedOnlyBy, forgetInvitationsTo, workspacesOwnedOnlyBy } from '../workspaces';

const RETENTION_MS = DELETED_ACCOUNT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/**
 * What the audit log keeps in place of a purged account's address.
 * @internal for tests and benchmarks, not production code
 */
export const PURGED_ACCOUNT_TARGET = 'deleted account';
/** The job's logger (jobs/job-definition.ts JobLogger) or a Fastify one. */
interface PurgeLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Accounts purged per run at most; the hourly job takes the rest next time. */
const BATCH = 100;

export async function purgeDeletedAccounts(options: {
  db: Database;
  media: MediaStorage;
  log: PurgeLog;
  now: Date;
}): Promise<{ accounts: number }> {
  const { db } = options;
  const now = options.now;
  const due = await db
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lte(users.deletedAt, new Date(now.getTime() - RETENTION_MS))))
    .orderBy(users.deletedAt)
    .limit(BATCH);
  let purged = 0;
  for (const account of due) {
    try {
      await purgeAccount({ ...options, account: { ...account, deletedAt: account.deletedAt as Date } });
      purged += 1;
    } catch (error) {
      // One account that cannot go (a file the storage refuses) does not hold back the others.
      options.log.error(
        { err: error, userId: account.id },
        'deleted account not purged; next run tries again',
      );
    }
  }
  return { accounts: purged };
}

async function purgeAccount(options: {
  db: Database;
  media: MediaStorage;
  log: PurgeLog;
  account: { id: string; email: string; deletedAt: Date };
}): Promise<void> {
  const { db, account } = options;
  const images = await db
    .select({ imageKey: pins.imageKey, artworkKey: pins.artworkKey })
    .from(pins)
    .where(inArray(pins.workspaceId, workspacesOwnedOnlyBy(db, account.id)));
  const keys = images.flatMap((row) => [row.imageKey, row.artworkKey]).filter((key) => key !== null);
  // A file that cannot go fails the run before any row goes: the next run tries again.
  await Promise.all(keys.map((key) => options.media.remove(key)));

  const email = account.email.toLowerCase();
  // What names the address counts only up to the deletion: it may belong to a new account since.
  const { deletedAt } = account;
  await db.transaction(async (tx) => {
    await tx.delete(apiCalls).where(eq(apiCalls.userId, account.id));
    await tx
      .update(adminAuditLog)
      .set({ target: PURGED_ACCOUNT_TARGET })
      .where(and(eq(sql`lower(${adminAuditLog.target})`, email), lte(adminAuditLog.createdAt, deletedAt)));
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, email), lte(loginFailures.failedAt, deletedAt)));
    await tx
      .delete(rateLimitHits)
      .where(
        or(
          like(rateLimitHits.key, `%:${account.id}`),
          and(like(rateLimitHits.key, `%:${escapeLike(email)}`), lte(rateLimitHits.windowStart, deletedAt)),
        ),
      );
    await deleteWorkspacesOwnedOnlyBy(tx, account.id);
    await forgetInvitationsTo(tx, email, deletedAt);
    await purgeUser(tx, account.id);
  });
  options.log.info({ userId: account.id, images: keys.length }, 'deleted account purged');
}

/** `%` and `_` in an address are its own characters, not LIKE's wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
