// A stored kit as the API shows it.
import { type BrandKit, DEFAULT_FOOTER } from '../../../shared/api/brand-kits';
import type { TemplateFont } from '../../../shared/templates';
import type { BrandKitRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';

const fontOf = (font: string | null, weight: number | null) =>
  font && weight ? { font: font as TemplateFont, weight } : null;

export function brandKitDto(row: BrandKitRow, media: MediaStorage): BrandKit {
  return {
    id: row.id,
    name: row.name,
    colors: row.colors,
    heading_font: fontOf(row.headingFont, row.headingWeight),
    body_font: fontOf(row.bodyFont, row.bodyWeight),
    logo_url: row.logoKey ? media.publicUrl(row.logoKey) : null,
    footer: { ...DEFAULT_FOOTER, ...row.footer },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
