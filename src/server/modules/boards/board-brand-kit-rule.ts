// A board chooses its brand kit on Enterprise (several kits, ADR 0039); on Pro every board takes
// the workspace's one kit. The kit must be the workspace's: any other id is not found, the same
// words as GET /api/brand-kits/{kitId}. Read straight from the brand-kits module's table (reads
// are open to every module). Clearing the choice (null) is always allowed.
import { and, eq } from 'drizzle-orm';
import { BRAND_KIT_NOT_FOUND_MESSAGE } from '../../../shared/api/brand-kits';
import { planFeatureMessage, planHasFeature } from '../../../shared/plan-features';
import type { Plan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { brandKits } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export async function assertBrandKitChoice(
  db: Pick<Database, 'select'>,
  options: { workspaceId: string; plan: Plan; kitId: string | null | undefined; current?: string | null },
): Promise<void> {
  const { kitId } = options;
  if (kitId === undefined || kitId === null || kitId === options.current) return;
  if (!planHasFeature(options.plan.name, 'brand_kits_multiple')) {
    throw new AppError('plan_feature', planFeatureMessage('brand_kits_multiple'));
  }
  if (!isUuid(kitId)) throw new AppError('not_found', BRAND_KIT_NOT_FOUND_MESSAGE);
  const [found] = await db
    .select({ id: brandKits.id })
    .from(brandKits)
    .where(and(eq(brandKits.id, kitId), eq(brandKits.workspaceId, options.workspaceId)));
  if (!found) throw new AppError('not_found', BRAND_KIT_NOT_FOUND_MESSAGE);
}
