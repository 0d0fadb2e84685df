// GET, POST /api/brand-fonts and DELETE /api/brand-fonts/{fontId} (ADR 0044): an Enterprise
// workspace's own font files. Every member reads the list; uploads need Enterprise and are counted
// under the workspace lock; after a downgrade the fonts stay, keep drawing pins and may be deleted.
import { count, eq } from 'drizzle-orm';
import {
  BRAND_FONT_NOT_FOUND_MESSAGE,
  type BrandFontsList,
  MAX_BRAND_FONTS,
  MAX_FONT_BYTES,
} from '../../../shared/api/brand-fonts';
import { planHasFeature } from '../../../shared/plan-features';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { brandFonts, type WorkspaceRow } from '../../db/schema';
import { assertPlanFeature, planInForce } from '../allowance';
import { brandFontDto } from './brand-font-dto';
import { deleteBrandFontRow, insertBrandFont } from './brand-font-writes';
import { checkFont } from './check-font';
import { type BrandFontInfo, requireBrandFont, workspaceBrandFonts } from './find-brand-font';

interface FontOptions {
  db: Database;
  workspace: WorkspaceRow;
  now: Date;
}

export async function listBrandFonts(options: FontOptions): Promise<BrandFontsList> {
  const plan = planInForce(options.workspace, options.now).name;
  const rows = await workspaceBrandFonts(options.db, options.workspace.id);
  return {
    brand_fonts: rows.map(brandFontDto),
    can_upload: planHasFeature(plan, 'brand_fonts_uploaded'),
    max_fonts: MAX_BRAND_FONTS,
    max_bytes: MAX_FONT_BYTES,
  };
}

export async function uploadBrandFont(
  options: FontOptions & { name: string; body: unknown },
): Promise<BrandFontInfo> {
  const { db, workspace, now } = options;
  assertPlanFeature(workspace, now, 'brand_fonts_uploaded');
  const { data, format } = await checkFont(options.body);
  const id = await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const [row] = await tx
      .select({ fonts: count() })
      .from(brandFonts)
      .where(eq(brandFonts.workspaceId, workspace.id));
    if ((row?.fonts ?? 0) >= MAX_BRAND_FONTS) {
      throw new AppError('plan_limit', `A workspace keeps at most ${MAX_BRAND_FONTS} uploaded fonts`);
    }
    const inserted = await insertBrandFont(tx, {
      workspaceId: workspace.id,
      name: options.name,
      format,
      data,
      byteSize: data.length,
      createdAt: now,
      updatedAt: now,
    });
    return inserted.id;
  });
  return requireBrandFont(db, workspace.id, id);
}

/** Whoever's plan: a downgraded workspace may still clear its fonts away. */
export async function deleteBrandFont(options: FontOptions & { fontId: string }): Promise<void> {
  const { db, workspace, fontId } = options;
  await requireBrandFont(db, workspace.id, fontId);
  const deleted = await db.transaction((tx) =>
    deleteBrandFontRow(tx, { workspaceId: workspace.id, fontId }, options.now),
  );
  if (!deleted) throw new AppError('not_found', BRAND_FONT_NOT_FOUND_MESSAGE);
}
