// The name a client gave on a review page, kept in this browser so the next link asks no more.
const NAME_KEY = 'pinloom:client-review-name';

export function readClientName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    // Storage may be disabled (private mode, blocked cookies): nothing is remembered.
    return '';
  }
}

export function rememberClientName(name: string): void {
  try {
    if (name.trim()) localStorage.setItem(NAME_KEY, name.trim());
    else localStorage.removeItem(NAME_KEY);
  } catch {
    // As above: the name is simply asked again next time.
  }
}
