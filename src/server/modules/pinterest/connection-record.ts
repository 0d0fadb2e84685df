// The pinterest_connections row: reading it, and writing it after a successful connect.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { pinterestUserInfo } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import {
  type PinterestConnectionRow,
  type PinterestConnectionStatus,
  pinterestConnections,
} from '../../db/schema';
import type { SecretBox } from '../../integrations/crypto/secret-box';
import type { TokenSet, UserAccount } from '../../integrations/pinterest/types';
import { type Actor, recordActivity } from '../activity';
import { sealTokens } from './connection-tokens';

const storedProfile = z.object({
  first_name: z.string().catch(''),
  last_name: z.string().catch(''),
  profile_image: z.string().nullable().catch(null),
});
type StoredProfile = z.infer<typeof storedProfile>;

/** The workspace's connection (ADR 0032: the workspace owns it, whoever connected it). */
export async function findConnection(
  db: Database,
  workspaceId: string,
): Promise<PinterestConnectionRow | null> {
  const [row] = await db
    .select()
    .from(pinterestConnections)
    .where(eq(pinterestConnections.workspaceId, workspaceId));
  return row ?? null;
}

/**
 * Pinterest's account has no first or last name, only a business name for business accounts:
 * split at the first space so "first last" reads as the name; a personal account shows its username.
 */
function profileFrom(account: UserAccount): StoredProfile {
  const name = account.business_name?.trim();
  const [first, ...rest] = name ? name.split(/\s+/) : [account.username];
  return { first_name: first ?? '', last_name: rest.join(' '), profile_image: account.profile_image ?? null };
}

export function userInfoOf(row: PinterestConnectionRow): z.infer<typeof pinterestUserInfo> {
  let profile: StoredProfile = { first_name: '', last_name: '', profile_image: null };
  try {
    profile = storedProfile.parse(JSON.parse(row.profile));
  } catch {
    // A damaged profile must not hide the connection; the username is still right.
  }
  return { username: row.username, ...profile };
}

/** Connects (or reconnects, replacing the old tokens and account), with its entry in the activity log. */
export async function saveConnection(options: {
  db: Database;
  box: SecretBox;
  workspaceId: string;
  account: UserAccount;
  tokens: TokenSet;
  /** needs_reconnect when Pinterest did not grant every scope Pinloom needs. */
  status?: PinterestConnectionStatus;
  /** Who connected it, for the activity log. */
  actor: Actor;
  now: Date;
}): Promise<void> {
  const { account } = options;
  const values = {
    pinterestUserId: account.id ?? null,
    username: account.username,
    profile: JSON.stringify(profileFrom(account)),
    ...sealTokens(options.box, options.tokens),
    status: options.status ?? 'connected',
    connectedAt: options.now,
  };
  await options.db.transaction(async (tx) => {
    await tx
      .insert(pinterestConnections)
      .values({ workspaceId: options.workspaceId, ...values })
      .onConflictDoUpdate({
        target: pinterestConnections.workspaceId,
        set: { ...values, updatedAt: options.now },
      });
    await recordActivity(tx, {
      workspaceId: options.workspaceId,
      action: 'pinterest.connected',
      actor: options.actor,
      subject: `Pinterest account @${account.username}`,
      now: options.now,
    });
  });
}
