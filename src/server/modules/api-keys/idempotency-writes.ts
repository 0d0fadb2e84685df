// The idempotency_keys table's writers (its owner: this module, ADR 0046).
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type idempotencyKeys as IdempotencyTable, idempotencyKeys } from '../../db/schema';

type IdempotencyRow = typeof IdempotencyTable.$inferSelect;

/** How long a key's answer is kept and replayed. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Claims `key` for this request: inserted (the request goes on), or the row already there. A row
 * past its 24 hours is dropped first, so the key starts afresh.
 */
export async function claimIdempotencyKey(
  db: Database,
  values: { apiKeyId: string; key: string; fingerprint: string; now: Date },
): Promise<{ claimed: true; id: string } | { claimed: false; row: IdempotencyRow }> {
  const expired = new Date(values.now.getTime() - IDEMPOTENCY_TTL_MS);
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, values.apiKeyId), lt(idempotencyKeys.createdAt, expired)));
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({
      apiKeyId: values.apiKeyId,
      key: values.key,
      fingerprint: values.fingerprint,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { claimed: true, id: inserted.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, values.apiKeyId), eq(idempotencyKeys.key, values.key)));
  if (!row) throw new Error('idempotency key neither inserted nor found');
  return { claimed: false, row };
}

/** Keeps the answer the claimed request got, to replay it. */
export async function recordIdempotentAnswer(
  db: Database,
  id: string,
  answer: { status: number; contentType: string; body: string },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}

/** Lets the key be used again: the request failed on our side (5xx), so a retry should run. */
export async function releaseIdempotencyKey(db: Database, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Deletes every kept answer past its 24 hours, of any key (the hourly housekeeping). */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expired))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
