// How the API History shows a call's figures: cost in dollars to 4 decimals in the list and 6 in
// the detail (docs/product.md §9), duration in milliseconds, bodies as indented JSON when they are JSON.

export function formatCost(dollars: number, decimals: 4 | 6): string {
  return `$${dollars.toFixed(decimals)}`;
}

export function formatDuration(ms: number): string {
  return `${ms.toLocaleString('en-GB')} ms`;
}

export function formatTokens(tokens: number): string {
  return `${tokens.toLocaleString('en-GB')} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** JSON indented for reading; any other text as it is. */
export function readableBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}
