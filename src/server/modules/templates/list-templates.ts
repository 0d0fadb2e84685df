// GET /api/templates: the templates a workspace's boards may choose. Today the built-ins, the
// same for every plan (ADR 0035).

import type { TemplateSummary } from '../../../shared/api/templates';
import { BUILTIN_TEMPLATE_IDS, BUILTIN_TEMPLATES } from '../../../shared/builtin-templates';

const thumbnailUrl = (id: string) => `/api/templates/${id}/thumbnail`;

export function listTemplates(): TemplateSummary[] {
  return BUILTIN_TEMPLATE_IDS.map((id) => {
    const template = BUILTIN_TEMPLATES[id];
    return {
      id,
      name: template.name,
      style: template.style,
      format: template.format,
      frames: template.layers.filter((layer) => layer.type === 'frame').length,
      thumbnail_url: thumbnailUrl(id),
      built_in: true,
    };
  });
}
