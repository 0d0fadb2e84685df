// The brand_fonts table's writers (modules/README.md, "Every table has an owner"; ADR 0044).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type BrandFontRow, brandFonts, brandKits } from '../../db/schema';

type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

export async function insertBrandFont(
  db: Writer,
  row: Omit<typeof brandFonts.$inferInsert, 'id'>,
): Promise<Pick<BrandFontRow, 'id'>> {
  const [inserted] = await db.insert(brandFonts).values(row).returning({ id: brandFonts.id });
  if (!inserted) throw new Error('brand font insert returned no row');
  return inserted;
}

/**
 * Deletes one of the workspace's fonts; the kits that named it keep each template's own font
 * there (their font goes back to null). Undefined if it has no such font.
 */
export async function deleteBrandFontRow(
  db: Writer,
  owned: { workspaceId: string; fontId: string },
  now: Date,
): Promise<Pick<BrandFontRow, 'id'> | undefined> {
  const [deleted] = await db
    .delete(brandFonts)
    .where(and(eq(brandFonts.id, owned.fontId), eq(brandFonts.workspaceId, owned.workspaceId)))
    .returning({ id: brandFonts.id });
  if (!deleted) return undefined;
  const id = deleted.id;
  const inWorkspace = eq(brandKits.workspaceId, owned.workspaceId);
  await db
    .update(brandKits)
    .set({ headingFont: null, headingWeight: null, updatedAt: now })
    .where(and(inWorkspace, eq(brandKits.headingFont, id)));
  await db
    .update(brandKits)
    .set({ bodyFont: null, bodyWeight: null, updatedAt: now })
    .where(and(inWorkspace, eq(brandKits.bodyFont, id)));
  return deleted;
}
