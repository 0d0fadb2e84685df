// POST /api/templates/preview: the editor's document drawn by the pin renderer, the same path as
// a published pin, shrunk to 400×600 so a preview every few hundred milliseconds stays cheap. It
// runs in the image pool, which answers 429 when it is busy.
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import type { PreviewTemplateBody } from '../../../shared/api/templates';
import type { WorkspaceRow } from '../../db/schema';
import { templateThumbnail } from '../../render/image-pool';
import { assertPlanFeature } from '../allowance';
import { validDocument } from './check-document';
import { SAMPLE_BOARD_NAME, SAMPLE_TITLES } from './get-template-thumbnail';

const PREVIEW_WIDTH = 400;

export async function previewTemplate(options: {
  workspace: WorkspaceRow;
  input: PreviewTemplateBody;
  now: Date;
}): Promise<Buffer> {
  assertPlanFeature(options.workspace, options.now, 'custom_templates');
  const template = validDocument(options.input.document);
  const sample = options.input.sample ?? {};
  return templateThumbnail({
    template,
    title: sample.title ?? SAMPLE_TITLES[template.format],
    boardName: sample.board_name ?? SAMPLE_BOARD_NAME,
    brandColors: sample.brand_colors ?? [...DEFAULT_BRAND_COLORS],
    width: PREVIEW_WIDTH,
  });
}
