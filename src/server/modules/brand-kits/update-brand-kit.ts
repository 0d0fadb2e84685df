// PUT /api/brand-kits/{kitId}: admins change a kit while the plan sells kits; after a downgrade
// it stays as it is and keeps drawing the boards' pins (ADR 0039).
import { BRAND_KIT_NOT_FOUND_MESSAGE, type UpdateBrandKitBody } from '../../../shared/api/brand-kits';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { BrandKitRow, WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { saveBrandKit } from './brand-kit-writes';
import { requireBrandKit } from './find-brand-kit';
import { kitFields } from './kit-fields';
import { checkKitUploadedFonts } from './kit-uploaded-fonts';

const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';

export async function updateBrandKit(options: {
  db: Database;
  workspace: WorkspaceRow;
  kitId: string;
  input: UpdateBrandKitBody;
  now: Date;
}): Promise<BrandKitRow> {
  const { db, workspace, kitId } = options;
  await requireBrandKit(db, workspace.id, kitId);
  assertPlanFeature(workspace, options.now, 'brand_kit');
  await checkKitUploadedFonts({ db, workspace, input: options.input, now: options.now });
  const fields = kitFields(options.input);
  if (Object.keys(fields).length === 0) throw new AppError('validation_error', NOTHING_TO_UPDATE_MESSAGE);
  const saved = await saveBrandKit(db, { workspaceId: workspace.id, kitId }, fields, options.now);
  if (!saved) throw new AppError('not_found', BRAND_KIT_NOT_FOUND_MESSAGE);
  return saved;
}
