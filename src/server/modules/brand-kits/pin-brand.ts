// The brand a board's pins are drawn with (ADR 0039): the kit the board chose, else the
// workspace's first kit (Pro's one kit is every board's), whatever the plan is now: a downgraded
// workspace's scheduled pins keep their look. No kit: undefined, and pins draw as before kits.
import type { TemplateFont } from '../../../shared/templates';
import type { Database } from '../../db/connection';
import type { BrandKitRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { PinBrand } from '../../render/brand';
import { findBrandKit, workspaceBrandKits } from './find-brand-kit';

export async function pinBrandOf(
  db: Pick<Database, 'select'>,
  media: MediaStorage,
  board: { workspaceId: string; brandKitId: string | null },
): Promise<PinBrand | undefined> {
  const chosen = board.brandKitId ? await findBrandKit(db, board.workspaceId, board.brandKitId) : undefined;
  const kit = chosen ?? (await workspaceBrandKits(db, board.workspaceId))[0];
  return kit ? brandOfKit(kit, media) : undefined;
}

async function brandOfKit(kit: BrandKitRow, media: MediaStorage): Promise<PinBrand> {
  const logo = kit.logoKey ? await media.read(kit.logoKey) : null;
  return {
    colors: kit.colors,
    headingFont:
      kit.headingFont && kit.headingWeight
        ? { font: kit.headingFont as TemplateFont, weight: kit.headingWeight }
        : null,
    bodyFont:
      kit.bodyFont && kit.bodyWeight ? { font: kit.bodyFont as TemplateFont, weight: kit.bodyWeight } : null,
    logo:
      logo && kit.logoWidth && kit.logoHeight
        ? { png: logo, width: kit.logoWidth, height: kit.logoHeight }
        : null,
    footer: kit.footer.enabled && kit.footer.text ? kit.footer : null,
  };
}
