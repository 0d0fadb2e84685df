// A workspace's pinterest_connections rows (one per Pinterest account, ADR 0032): reading them, and
// writing one after a successful connect.
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { pinterestUserInfo } from '../../../shared/api/pinterest';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import {
  type PinterestConnectionRow,
  type PinterestConnectionStatus,
  pinterestConnections,
} from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { SecretBox } from '../../integrations/crypto/secret-box';
import type { TokenSet, UserAccount } from '../../integrations/pinterest/types';
import { type Actor, recordActivity } from '../activity';
import { planInForce } from '../allowance';
import { ACCOUNT_NOT_FOUND_MESSAGE } from './connection-errors';
import { sealTokens } from './connection-tokens';

const storedProfile = z.object({
  first_name: z.string().catch(''),
  last_name: z.string().catch(''),
  profile_image: z.string().nullable().catch(null),
});
type StoredProfile = z.infer<typeof storedProfile>;

/** Newest last: the oldest account is the workspace's default (ADR 0032). */
const accountOrder = [asc(pinterestConnections.createdAt), asc(pinterestConnections.id)];

/** The workspace's Pinterest accounts, oldest first. */
export async function listConnections(db: Database, workspaceId: string): Promise<PinterestConnectionRow[]> {
  return db
    .select()
    .from(pinterestConnections)
    .where(eq(pinterestConnections.workspaceId, workspaceId))
    .orderBy(...accountOrder);
}

/**
 * One of the workspace's accounts (ADR 0032: the workspace owns them, whoever connected them):
 * `connectionId` when given (null when it is not this workspace's), else the default account.
 */
export async function findConnection(
  db: Database,
  workspaceId: string,
  connectionId?: string | null,
): Promise<PinterestConnectionRow | null> {
  const [row] = await db
    .select()
    .from(pinterestConnections)
    .where(
      and(
        eq(pinterestConnections.workspaceId, workspaceId),
        connectionId ? eq(pinterestConnections.id, connectionId) : undefined,
      ),
    )
    .orderBy(...accountOrder)
    .limit(1);
  return row ?? null;
}

/** An account the request names: 404 when it is not one of the workspace's (ids are not hints). */
export async function requireConnection(
  db: Database,
  workspaceId: string,
  connectionId: string,
): Promise<PinterestConnectionRow> {
  const row = isUuid(connectionId) ? await findConnection(db, workspaceId, connectionId) : null;
  if (!row) throw new AppError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
  return row;
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

/**
 * Connects an account, or reconnects one the workspace has (the same Pinterest user: its tokens and
 * profile are replaced), with its entry in the activity log. A new account beyond the plan's
 * `pinterestAccounts` is not saved: 'account_limit'.
 */
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
}): Promise<'saved' | 'account_limit'> {
  const { account, workspaceId } = options;
  const values = {
    pinterestUserId: account.id ?? null,
    username: account.username,
    profile: JSON.stringify(profileFrom(account)),
    ...sealTokens(options.box, options.tokens),
    status: options.status ?? 'connected',
    connectedAt: options.now,
  };
  return options.db.transaction(async (tx) => {
    // Two callbacks at once must not both take the plan's last account.
    const workspace = await lockWorkspace(tx, workspaceId);
    const existing = await findSameAccount(tx, workspaceId, account);
    if (existing) {
      await markRenamedHolder(tx, { workspaceId, username: account.username, keep: existing.id });
      await tx
        .update(pinterestConnections)
        .set({ ...values, updatedAt: options.now })
        .where(eq(pinterestConnections.id, existing.id));
    } else {
      const limit = planInForce(workspace, options.now).pinterestAccounts;
      const [held] = await tx
        .select({ n: count() })
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, workspaceId));
      if (limit !== null && (held?.n ?? 0) >= limit) return 'account_limit';
      await tx.insert(pinterestConnections).values({ workspaceId, ...values, createdAt: options.now });
    }
    await recordActivity(tx, {
      workspaceId,
      action: 'pinterest.connected',
      actor: options.actor,
      subject: `Pinterest account @${account.username}`,
      now: options.now,
    });
    return 'saved';
  });
}

/**
 * The workspace's row of `account`: the same Pinterest user even after a change of username, else
 * (no row has its id, or Pinterest gave none) the row with its username.
 */
async function findSameAccount(
  tx: Pick<Database, 'select'>,
  workspaceId: string,
  account: UserAccount,
): Promise<{ id: string } | undefined> {
  const byUsername = eq(pinterestConnections.username, account.username);
  const candidates = await tx
    .select({ id: pinterestConnections.id, pinterestUserId: pinterestConnections.pinterestUserId })
    .from(pinterestConnections)
    .where(
      and(
        eq(pinterestConnections.workspaceId, workspaceId),
        account.id ? or(eq(pinterestConnections.pinterestUserId, account.id), byUsername) : byUsername,
      ),
    )
    .orderBy(...accountOrder);
  const sameUser = account.id ? candidates.find((row) => row.pinterestUserId === account.id) : undefined;
  return sameUser ?? candidates[0];
}

/**
 * Frees `username` for the row `keep`: another of the workspace's rows still holding it is an
 * account called so when it was connected and renamed on Pinterest since, whose new name is
 * unknown until it is connected again. It is marked with its id (unique), in words no Pinterest
 * username can have.
 */
async function markRenamedHolder(
  tx: Pick<Database, 'update'>,
  { workspaceId, username, keep }: { workspaceId: string; username: string; keep: string },
): Promise<void> {
  await tx
    .update(pinterestConnections)
    .set({
      username: sql`${pinterestConnections.username} || ' (renamed on Pinterest, ' || left(${pinterestConnections.id}::text, 8) || ')'`,
    })
    .where(
      and(
        eq(pinterestConnections.workspaceId, workspaceId),
        eq(pinterestConnections.username, username),
        ne(pinterestConnections.id, keep),
      ),
    );
}
