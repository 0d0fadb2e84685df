// GET /api/brand-kits: every member may read the kits, on any plan (a downgraded workspace's kits
// stay readable and keep drawing its pins, ADR 0039).
import type { BrandKitsList } from '../../../shared/api/brand-kits';
import { planHasFeature } from '../../../shared/plan-features';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { planInForce } from '../allowance';
import { brandKitDto } from './brand-kit-dto';
import { workspaceBrandKits } from './find-brand-kit';

export async function listBrandKits(options: {
  db: Database;
  media: MediaStorage;
  workspace: WorkspaceRow;
  now: Date;
}): Promise<BrandKitsList> {
  const plan = planInForce(options.workspace, options.now).name;
  const rows = await workspaceBrandKits(options.db, options.workspace.id);
  return {
    brand_kits: rows.map((row) => brandKitDto(row, options.media)),
    can_edit: planHasFeature(plan, 'brand_kit'),
    can_have_several: planHasFeature(plan, 'brand_kits_multiple'),
  };
}
