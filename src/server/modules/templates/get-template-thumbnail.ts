// A built-in template's thumbnail, drawn once per process by the pin renderer (in the image pool)
// and kept: the built-ins never change while the server runs.
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import { BUILTIN_TEMPLATES, type BuiltinTemplateId } from '../../../shared/builtin-templates';
import type { PinTemplate } from '../../../shared/templates';
import { templateThumbnail } from '../../render/image-pool';

const THUMBNAIL_WIDTH = 300;

/** Words that show what each format is for. */
const SAMPLE_TITLES: Record<PinTemplate['format'], string> = {
  'title-over-photo': 'Cozy Fall Soups for Busy Weeknights',
  'split-panel': 'A Small Balcony Garden You Can Start This Weekend',
  list: '12 Ways to Style Open Kitchen Shelves',
  quote: 'Simple Joys Are the Ones That Last',
  'step-by-step': 'How to Make Sourdough in Three Steps',
  'before-after': 'Before and After: A Tiny Bathroom Makeover',
  collage: 'Cabin Weekend Ideas in the Mountains',
};

const drawn = new Map<BuiltinTemplateId, Promise<Buffer>>();

export function getTemplateThumbnail(id: BuiltinTemplateId): Promise<Buffer> {
  let thumbnail = drawn.get(id);
  if (!thumbnail) {
    const template = BUILTIN_TEMPLATES[id];
    thumbnail = templateThumbnail({
      template,
      title: SAMPLE_TITLES[template.format],
      boardName: 'Pinloom Ideas',
      brandColors: [...DEFAULT_BRAND_COLORS],
      width: THUMBNAIL_WIDTH,
    });
    // A failure (a busy pool) is not kept: the next request draws it again.
    thumbnail.catch(() => drawn.delete(id));
    drawn.set(id, thumbnail);
  }
  return thumbnail;
}
