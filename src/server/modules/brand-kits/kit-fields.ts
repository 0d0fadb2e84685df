// A kit body's fields as columns; what is left out stays as it is.
import type { UpdateBrandKitBody } from '../../../shared/api/brand-kits';
import type { BrandKitFields } from './brand-kit-writes';

export function kitFields(input: UpdateBrandKitBody): BrandKitFields {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.colors !== undefined && { colors: input.colors.map((color) => color.toUpperCase()) }),
    ...(input.heading_font !== undefined && {
      headingFont: input.heading_font?.font ?? null,
      headingWeight: input.heading_font?.weight ?? null,
    }),
    ...(input.body_font !== undefined && {
      bodyFont: input.body_font?.font ?? null,
      bodyWeight: input.body_font?.weight ?? null,
    }),
    ...(input.footer !== undefined && { footer: input.footer }),
  };
}
