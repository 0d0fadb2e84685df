// The fonts a template may name, in the editor's font list (the server's bundled set, ADR 0035),
// and the weight a layer keeps when its font changes: its own if the new font has it, else the
// new font's heaviest.
import { TEMPLATE_FONTS, type TemplateFont } from '../../../../shared/templates';

export const TEMPLATE_FONT_IDS = Object.keys(TEMPLATE_FONTS) as TemplateFont[];

export function weightIn(font: TemplateFont, weight: number): number {
  const weights: readonly number[] = TEMPLATE_FONTS[font];
  return weights.includes(weight) ? weight : (weights.at(-1) ?? 400);
}
