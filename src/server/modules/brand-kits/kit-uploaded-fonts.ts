// A kit naming an uploaded font (ADR 0044): it must be one of the workspace's (else 404, as any
// foreign id), and naming one needs the plan that uploads them; a kit that already names one
// keeps it after a downgrade.

import { isUploadedFontId } from '../../../shared/api/brand-fonts';
import type { UpdateBrandKitBody } from '../../../shared/api/brand-kits';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { requireBrandFont } from './find-brand-font';

export async function checkKitUploadedFonts(options: {
  db: Pick<Database, 'select'>;
  workspace: WorkspaceRow;
  input: UpdateBrandKitBody;
  now: Date;
}): Promise<void> {
  const named = [options.input.heading_font?.font, options.input.body_font?.font].filter(
    (font): font is string => font !== undefined && isUploadedFontId(font),
  );
  if (named.length === 0) return;
  for (const font of named) await requireBrandFont(options.db, options.workspace.id, font);
  assertPlanFeature(options.workspace, options.now, 'brand_fonts_uploaded');
}
