// A stored font as the API shows it (its bytes are never served: pins are drawn with them).
import type { BrandFont, BrandFontFormat } from '../../../shared/api/brand-fonts';
import type { BrandFontInfo } from './find-brand-font';

export function brandFontDto(row: BrandFontInfo): BrandFont {
  return {
    id: row.id,
    name: row.name,
    format: row.format as BrandFontFormat,
    byte_size: row.byteSize,
    created_at: row.createdAt.toISOString(),
  };
}
