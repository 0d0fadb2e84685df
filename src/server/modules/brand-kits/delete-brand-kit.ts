// DELETE /api/brand-kits/{kitId}: the kit goes, and its logo; boards that chose it fall back to the
// workspace's first kit (their brand_kit_id is cleared by the foreign key).
import { BRAND_KIT_NOT_FOUND_MESSAGE } from '../../../shared/api/brand-kits';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { assertPlanFeature } from '../allowance';
import { deleteBrandKitRow } from './brand-kit-writes';
import { requireBrandKit } from './find-brand-kit';

export async function deleteBrandKit(options: {
  db: Database;
  media: MediaStorage;
  workspace: WorkspaceRow;
  kitId: string;
  now: Date;
}): Promise<void> {
  const { db, workspace, kitId } = options;
  await requireBrandKit(db, workspace.id, kitId);
  assertPlanFeature(workspace, options.now, 'brand_kit');
  const deleted = await deleteBrandKitRow(db, { workspaceId: workspace.id, kitId });
  if (!deleted) throw new AppError('not_found', BRAND_KIT_NOT_FOUND_MESSAGE);
  if (deleted.logoKey) await options.media.remove(deleted.logoKey);
}
