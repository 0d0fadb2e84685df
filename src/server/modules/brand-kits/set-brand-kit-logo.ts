// PUT and DELETE /api/brand-kits/{kitId}/logo: the checked logo is stored under a new media key
// (keys are never reused, so its address may be cached), then the old one is removed.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { BrandKitRow, WorkspaceRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { assertPlanFeature } from '../allowance';
import { saveBrandKit } from './brand-kit-writes';
import { checkLogo } from './check-logo';
import { requireBrandKit } from './find-brand-kit';

interface LogoOptions {
  db: Database;
  media: MediaStorage;
  workspace: WorkspaceRow;
  kitId: string;
  now: Date;
}

async function replaceLogo(
  options: LogoOptions,
  logo: { key: string; width: number; height: number } | null,
): Promise<BrandKitRow> {
  const { db, workspace, kitId } = options;
  const before = await requireBrandKit(db, workspace.id, kitId);
  const saved = await saveBrandKit(
    db,
    { workspaceId: workspace.id, kitId },
    { logoKey: logo?.key ?? null, logoWidth: logo?.width ?? null, logoHeight: logo?.height ?? null },
    options.now,
  );
  if (!saved) {
    if (logo) await options.media.remove(logo.key);
    return requireBrandKit(db, workspace.id, kitId);
  }
  if (before.logoKey) await options.media.remove(before.logoKey);
  return saved;
}

export async function setBrandKitLogo(
  options: LogoOptions & { body: unknown; contentType: string | undefined },
): Promise<BrandKitRow> {
  await requireBrandKit(options.db, options.workspace.id, options.kitId);
  assertPlanFeature(options.workspace, options.now, 'brand_kit');
  const logo = await checkLogo(options.body, options.contentType);
  const key = `brand-kits/${options.kitId.toLowerCase()}-${randomUUID()}.png`;
  await options.media.put(key, logo.png);
  return replaceLogo(options, { key, width: logo.width, height: logo.height });
}

export async function clearBrandKitLogo(options: LogoOptions): Promise<BrandKitRow> {
  await requireBrandKit(options.db, options.workspace.id, options.kitId);
  assertPlanFeature(options.workspace, options.now, 'brand_kit');
  return replaceLogo(options, null);
}
