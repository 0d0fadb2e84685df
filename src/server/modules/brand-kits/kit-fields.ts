// A kit body's fields as columns; what is left out stays as it is.

import { isUploadedFontId } from '../../../shared/api/brand-fonts';
import type { UpdateBrandKitBody } from '../../../shared/api/brand-kits';
import type { BrandKitFields } from './brand-kit-writes';

/** A bundled family as it is named; an uploaded font's id in lower case, as the database gives ids. */
const storedFont = (font: string | undefined) =>
  font === undefined ? null : isUploadedFontId(font) ? font.toLowerCase() : font;

export function kitFields(input: UpdateBrandKitBody): BrandKitFields {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.colors !== undefined && { colors: input.colors.map((color) => color.toUpperCase()) }),
    ...(input.heading_font !== undefined && {
      headingFont: storedFont(input.heading_font?.font),
      headingWeight: input.heading_font?.weight ?? null,
    }),
    ...(input.body_font !== undefined && {
      bodyFont: storedFont(input.body_font?.font),
      bodyWeight: input.body_font?.weight ?? null,
    }),
    ...(input.footer !== undefined && { footer: input.footer }),
  };
}
