// A workspace's kits as stored: the list (oldest first: the first is the workspace's brand) and one
// by id, answered 404 alike for a malformed id, another workspace's or a deleted one.
import { and, asc, eq } from 'drizzle-orm';
import { BRAND_KIT_NOT_FOUND_MESSAGE } from '../../../shared/api/brand-kits';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type BrandKitRow, brandKits } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export function workspaceBrandKits(
  db: Pick<Database, 'select'>,
  workspaceId: string,
): Promise<BrandKitRow[]> {
  return db
    .select()
    .from(brandKits)
    .where(eq(brandKits.workspaceId, workspaceId))
    .orderBy(asc(brandKits.createdAt), asc(brandKits.id));
}

export async function findBrandKit(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  kitId: string,
): Promise<BrandKitRow | undefined> {
  if (!isUuid(kitId)) return undefined;
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, kitId), eq(brandKits.workspaceId, workspaceId)));
  return row;
}

export async function requireBrandKit(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  kitId: string,
): Promise<BrandKitRow> {
  const row = await findBrandKit(db, workspaceId, kitId);
  if (!row) throw new AppError('not_found', BRAND_KIT_NOT_FOUND_MESSAGE);
  return row;
}
