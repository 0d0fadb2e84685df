// WCAG 1.4.11: a graphic part needs 3:1 against what is around it. A brand colour with less
// contrast than that against the white card (white, cream, pale grey) gets an outline.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #RRGGBB colour (0 black … 1 white); null when it is not one. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** True when the colour would be hard to see on white without an outline. */
export function needsOutline(hex: string): boolean {
  const lum = luminance(hex);
  if (lum === null) return false;
  return 1.05 / (lum + 0.05) < 3;
}
