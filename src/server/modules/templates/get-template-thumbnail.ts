// A template's thumbnail, drawn by the pin renderer (in the image pool) and kept: a built-in's once
// per process (they never change while the server runs), a custom one's per version.
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import { BUILTIN_TEMPLATES, isBuiltinTemplateId } from '../../../shared/builtin-templates';
import type { PinTemplate } from '../../../shared/templates';
import type { Database } from '../../db/connection';
import { templateThumbnail } from '../../render/image-pool';
import { findCustomTemplate } from './find-template';
import { templateVersion, thumbnailSignature } from './template-summary';

const THUMBNAIL_WIDTH = 300;
/** Custom thumbnails kept per process, the oldest dropped first. */
const MAX_KEPT = 200;

/** Words that show what each format is for. */
export const SAMPLE_TITLES: Record<PinTemplate['format'], string> = {
  'title-over-photo': 'Cozy Fall Soups for Busy Weeknights',
  'split-panel': 'A Small Balcony Garden You Can Start This Weekend',
  list: '12 Ways to Style Open Kitchen Shelves',
  quote: 'Simple Joys Are the Ones That Last',
  'step-by-step': 'How to Make Sourdough in Three Steps',
  'before-after': 'Before and After: A Tiny Bathroom Makeover',
  collage: 'Cabin Weekend Ideas in the Mountains',
};
export const SAMPLE_BOARD_NAME = 'Pinloom Ideas';

const drawn = new Map<string, Promise<Buffer>>();

function draw(key: string, template: PinTemplate): Promise<Buffer> {
  let thumbnail = drawn.get(key);
  if (!thumbnail) {
    thumbnail = templateThumbnail({
      template,
      title: SAMPLE_TITLES[template.format],
      boardName: SAMPLE_BOARD_NAME,
      brandColors: [...DEFAULT_BRAND_COLORS],
      width: THUMBNAIL_WIDTH,
    });
    // A failure (a busy pool) is not kept: the next request draws it again.
    thumbnail.catch(() => drawn.delete(key));
    drawn.set(key, thumbnail);
    const oldest = drawn.keys().next().value;
    if (drawn.size > MAX_KEPT && oldest !== undefined) drawn.delete(oldest);
  }
  return thumbnail;
}

/** The thumbnail, or null when there is no such template or the address is not the one we gave. */
export async function getTemplateThumbnail(options: {
  db: Pick<Database, 'select'>;
  appSecret: string;
  templateId: string;
  version?: string | undefined;
  signature?: string | undefined;
}): Promise<Buffer | null> {
  const { templateId } = options;
  if (isBuiltinTemplateId(templateId)) return draw(templateId, BUILTIN_TEMPLATES[templateId]);
  if (!options.version || !options.signature) return null;
  if (thumbnailSignature(options.appSecret, templateId, options.version) !== options.signature) return null;
  // The signature names the template; the row's workspace is the one it was signed for.
  const row = await findCustomTemplate(options.db, null, templateId);
  if (!row || templateVersion(row) !== options.version) return null;
  return draw(`${templateId}:${options.version}`, row.document);
}
