// POST /api/brand-kits: Pro keeps one kit (the workspace's brand), Enterprise several (one per
// client or board). Counted under the workspace lock, so two creates cannot both see room.
import { count, eq } from 'drizzle-orm';
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import { type CreateBrandKitBody, DEFAULT_FOOTER, MAX_BRAND_KITS } from '../../../shared/api/brand-kits';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type BrandKitRow, brandKits, type WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { insertBrandKit } from './brand-kit-writes';
import { kitFields } from './kit-fields';
import { checkKitUploadedFonts } from './kit-uploaded-fonts';

export async function createBrandKit(options: {
  db: Database;
  workspace: WorkspaceRow;
  input: CreateBrandKitBody;
  now: Date;
}): Promise<BrandKitRow> {
  const { workspace, input, now } = options;
  assertPlanFeature(workspace, now, 'brand_kit');
  await checkKitUploadedFonts({ db: options.db, workspace, input, now });
  return options.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const [row] = await tx
      .select({ kits: count() })
      .from(brandKits)
      .where(eq(brandKits.workspaceId, workspace.id));
    const kits = row?.kits ?? 0;
    if (kits > 0) assertPlanFeature(workspace, now, 'brand_kits_multiple');
    if (kits >= MAX_BRAND_KITS) {
      throw new AppError('plan_limit', `A workspace keeps at most ${MAX_BRAND_KITS} brand kits`);
    }
    return insertBrandKit(tx, {
      workspaceId: workspace.id,
      colors: [...DEFAULT_BRAND_COLORS],
      footer: DEFAULT_FOOTER,
      ...kitFields(input),
      name: input.name,
    });
  });
}
