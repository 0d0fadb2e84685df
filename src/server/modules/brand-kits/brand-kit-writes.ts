// The brand_kits table's writers (modules/README.md, "Every table has an owner").
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type BrandKitRow, brandKits } from '../../db/schema';

type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;
export type BrandKitFields = Partial<Omit<BrandKitRow, 'id' | 'workspaceId' | 'createdAt' | 'updatedAt'>>;

export async function insertBrandKit(
  db: Writer,
  row: Omit<typeof brandKits.$inferInsert, 'id'>,
): Promise<BrandKitRow> {
  const [inserted] = await db.insert(brandKits).values(row).returning();
  if (!inserted) throw new Error('brand kit insert returned no row');
  return inserted;
}

/** Changes one of the workspace's kits; undefined if it has no such kit. */
export async function saveBrandKit(
  db: Writer,
  owned: { workspaceId: string; kitId: string },
  fields: BrandKitFields,
  now: Date,
): Promise<BrandKitRow | undefined> {
  const [updated] = await db
    .update(brandKits)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(brandKits.id, owned.kitId), eq(brandKits.workspaceId, owned.workspaceId)))
    .returning();
  return updated;
}

/** Deletes one of the workspace's kits; its boards' brand_kit_id is cleared by the foreign key. */
export async function deleteBrandKitRow(
  db: Writer,
  owned: { workspaceId: string; kitId: string },
): Promise<BrandKitRow | undefined> {
  const [deleted] = await db
    .delete(brandKits)
    .where(and(eq(brandKits.id, owned.kitId), eq(brandKits.workspaceId, owned.workspaceId)))
    .returning();
  return deleted;
}
