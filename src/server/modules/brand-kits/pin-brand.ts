// The brand a board's pins are drawn with (ADR 0039): the kit the board chose, else the
// workspace's first kit (Pro's one kit is every board's), whatever the plan is now: a downgraded
// workspace's scheduled pins keep their look. No kit: undefined, and pins draw as before kits.

import { isUploadedFontId } from '../../../shared/api/brand-fonts';
import type { TemplateFont } from '../../../shared/templates';
import type { Database } from '../../db/connection';
import type { BrandKitRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { PinBrand } from '../../render/brand';
import type { UploadedPinFont } from '../../render/uploaded-fonts';
import { brandFontsByIds } from './find-brand-font';
import { findBrandKit, workspaceBrandKits } from './find-brand-kit';

export async function pinBrandOf(
  db: Pick<Database, 'select'>,
  media: MediaStorage,
  board: { workspaceId: string; brandKitId: string | null },
): Promise<PinBrand | undefined> {
  const chosen = board.brandKitId ? await findBrandKit(db, board.workspaceId, board.brandKitId) : undefined;
  const kit = chosen ?? (await workspaceBrandKits(db, board.workspaceId))[0];
  return kit ? brandOfKit(db, kit, media) : undefined;
}

/** The uploaded fonts the kit names, with their bytes. */
async function uploadedFontsOf(db: Pick<Database, 'select'>, kit: BrandKitRow): Promise<UploadedPinFont[]> {
  const ids = [kit.headingFont, kit.bodyFont].filter(
    (font): font is string => font !== null && isUploadedFontId(font),
  );
  const rows = await brandFontsByIds(db, kit.workspaceId, ids);
  return rows.map((row) => ({ id: row.id, data: row.data }));
}

async function brandOfKit(
  db: Pick<Database, 'select'>,
  kit: BrandKitRow,
  media: MediaStorage,
): Promise<PinBrand> {
  const logo = kit.logoKey ? await media.read(kit.logoKey) : null;
  const uploadedFonts = await uploadedFontsOf(db, kit);
  // A kit font that is neither bundled nor among the fonts read keeps the template's own.
  const usable = (font: string) =>
    !isUploadedFontId(font) || uploadedFonts.some((uploaded) => uploaded.id === font.toLowerCase());
  return {
    colors: kit.colors,
    headingFont:
      kit.headingFont && kit.headingWeight && usable(kit.headingFont)
        ? { font: kit.headingFont as TemplateFont, weight: kit.headingWeight }
        : null,
    bodyFont:
      kit.bodyFont && kit.bodyWeight && usable(kit.bodyFont)
        ? { font: kit.bodyFont as TemplateFont, weight: kit.bodyWeight }
        : null,
    ...(uploadedFonts.length > 0 && { uploadedFonts }),
    logo:
      logo && kit.logoWidth && kit.logoHeight
        ? { png: logo, width: kit.logoWidth, height: kit.logoHeight }
        : null,
    footer: kit.footer.enabled && kit.footer.text ? kit.footer : null,
  };
}
