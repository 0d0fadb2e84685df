// A workspace's uploaded fonts as stored (ADR 0044): the list, oldest first, and one by id,
// answered 404 alike for a malformed id, another workspace's or a deleted one.
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { BRAND_FONT_NOT_FOUND_MESSAGE } from '../../../shared/api/brand-fonts';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type BrandFontRow, brandFonts } from '../../db/schema';
import { isUuid } from '../../db/uuid';

/** A font without its bytes, as lists and checks need it. */
export type BrandFontInfo = Omit<BrandFontRow, 'data'>;
const { data: _data, ...infoColumns } = getTableColumns(brandFonts);

export function workspaceBrandFonts(
  db: Pick<Database, 'select'>,
  workspaceId: string,
): Promise<BrandFontInfo[]> {
  return db
    .select(infoColumns)
    .from(brandFonts)
    .where(eq(brandFonts.workspaceId, workspaceId))
    .orderBy(asc(brandFonts.createdAt), asc(brandFonts.id));
}

/** The workspace's fonts among these ids, with their bytes (others' and malformed ids are left out). */
export function brandFontsByIds(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  ids: string[],
): Promise<BrandFontRow[]> {
  const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(brandFonts)
    .where(and(eq(brandFonts.workspaceId, workspaceId), inArray(brandFonts.id, valid)));
}

export async function requireBrandFont(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  fontId: string,
): Promise<BrandFontInfo> {
  const [row] = isUuid(fontId)
    ? await db
        .select(infoColumns)
        .from(brandFonts)
        .where(and(eq(brandFonts.workspaceId, workspaceId), eq(brandFonts.id, fontId.toLowerCase())))
    : [];
  if (!row) throw new AppError('not_found', BRAND_FONT_NOT_FOUND_MESSAGE);
  return row;
}
