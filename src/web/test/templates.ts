// Templates as GET /api/templates answers them, for the web tests: a few built-ins.
import type { TemplateSummary } from '../../shared/api/templates';

const summary = (
  id: string,
  name: string,
  style: TemplateSummary['style'],
  format: TemplateSummary['format'],
) => ({
  id,
  name,
  style,
  format,
  frames: format === 'collage' ? 4 : 1,
  thumbnail_url: `/api/templates/${id}/thumbnail`,
  built_in: true,
  custom: false,
  based_on: null,
});

export const TEST_TEMPLATES: TemplateSummary[] = [
  summary('modern-card', 'Modern card', 'modern', 'title-over-photo'),
  summary('bold-list', 'Bold list', 'bold', 'list'),
  summary('minimalist-collage', 'Minimalist collage', 'minimalist', 'collage'),
];
