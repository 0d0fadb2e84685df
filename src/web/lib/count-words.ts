// Numbers as people read them: "1,000" with its thousands separator, and a count with its noun in
// the singular for one ("1 pin", "3 pins"). American English, as the rest of the app.

const numberFormat = new Intl.NumberFormat('en-US');

/** 1000 → "1,000". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** The noun for `count`: `one` for exactly one, `other` otherwise. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/** 1 → "1 pin", 1000 → "1,000 pins". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${plural(count, one, other)}`;
}
