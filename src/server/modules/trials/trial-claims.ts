// The trial claims (ADR 0027): which mailboxes have had their one free trial, kept as keyed hashes
// of the normalised address (normalise-email.ts) that outlive the account.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { trialClaims } from '../../db/schema-account';
import { keyedHash } from '../../integrations/crypto/keyed-hash';
import { normaliseEmail } from './normalise-email';

const PURPOSE = 'trial-email';

function emailHash(appSecret: string, email: string): string {
  return keyedHash(appSecret, PURPOSE, normaliseEmail(email));
}

/**
 * Records that the person at `email` has had their trial. True when this claim is the first; false
 * when the mailbox had one already (the earlier claim, and its date, are kept). Pass a transaction
 * as `db`, so the claim stands or falls with what it is for.
 */
export async function claimTrial(options: {
  db: Database;
  appSecret: string;
  email: string;
  startedAt: Date;
}): Promise<boolean> {
  const claimed = await options.db
    .insert(trialClaims)
    .values({ emailHash: emailHash(options.appSecret, options.email), startedAt: options.startedAt })
    .onConflictDoNothing()
    .returning({ emailHash: trialClaims.emailHash });
  return claimed.length > 0;
}

/** When the person at `email` began their free trial, under any account; null if never. */
export async function findTrialClaim(options: {
  db: Database;
  appSecret: string;
  email: string;
}): Promise<Date | null> {
  const [row] = await options.db
    .select({ startedAt: trialClaims.startedAt })
    .from(trialClaims)
    .where(eq(trialClaims.emailHash, emailHash(options.appSecret, options.email)));
  return row?.startedAt ?? null;
}
