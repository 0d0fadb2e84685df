// POST /api/templates/preview: the editor's document drawn by the pin renderer, the same path as
// a published pin, drawn at 400×600 so a preview every few hundred milliseconds stays cheap, with
// the logo of the workspace's kit (the one its boards fall back to) in the logo layers. It runs in
// the image pool.
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import type { PreviewTemplateBody } from '../../../shared/api/templates';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { templateThumbnail } from '../../render/image-pool';
import { assertPlanFeature } from '../allowance';
import { pinBrandOf } from '../brand-kits';
import { validDocument } from './check-document';
import { SAMPLE_BOARD_NAME, SAMPLE_TITLES } from './get-template-thumbnail';

const PREVIEW_WIDTH = 400;

export async function previewTemplate(options: {
  db: Pick<Database, 'select'>;
  media: MediaStorage;
  workspace: WorkspaceRow;
  input: PreviewTemplateBody;
  now: Date;
}): Promise<Buffer> {
  assertPlanFeature(options.workspace, options.now, 'custom_templates');
  const template = validDocument(options.input.document);
  const sample = options.input.sample ?? {};
  const brand = await pinBrandOf(options.db, options.media, {
    workspaceId: options.workspace.id,
    brandKitId: null,
  });
  return templateThumbnail({
    template,
    title: sample.title ?? SAMPLE_TITLES[template.format],
    boardName: sample.board_name ?? SAMPLE_BOARD_NAME,
    brandColors: sample.brand_colors ?? [...DEFAULT_BRAND_COLORS],
    width: PREVIEW_WIDTH,
    logo: brand?.logo ?? null,
  });
}
