// The default image style as Settings → General edits it: the JSON text without its brand colors,
// which are picked with the board form's color field, and the two put back together for the save.
// Text that is not a JSON object is left as typed: the server says why it is refused.
import { DEFAULT_BRAND_COLORS } from '../../../../shared/api/boards';

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The stored style as the text to edit (the style, templates) and its colors (the defaults if it has none). */
export function splitImageStyle(stored: string): { text: string; colors: string[] } {
  const value = jsonObject(stored);
  if (!value) return { text: stored, colors: [...DEFAULT_BRAND_COLORS] };
  const { brandColors, ...rest } = value;
  const colors =
    Array.isArray(brandColors) && brandColors.every((color) => typeof color === 'string')
      ? brandColors
      : [...DEFAULT_BRAND_COLORS];
  return { text: JSON.stringify(rest), colors };
}

/** The style to send: the typed JSON with these colors (theirs win over any typed in it). */
export function joinImageStyle(text: string, colors: readonly string[]): string {
  const value = jsonObject(text);
  if (!value) return text;
  return JSON.stringify({ ...value, brandColors: colors });
}
