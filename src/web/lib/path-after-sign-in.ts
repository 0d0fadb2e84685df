// Where sign-in and sign-up go once they succeed: back to the page that sent the person there
// (`?next=`, e.g. an invitation link), else the dashboard. Only a path of this app is followed,
// never another site (`//evil.example`, `https://…`, `/\evil.example`).

const DEFAULT_PATH = '/dashboard';

export function pathAfterSignIn(search: URLSearchParams): string {
  const next = search.get('next') ?? '';
  const ownPath = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return ownPath ? next : DEFAULT_PATH;
}

/** `path` with `?next=` kept, so a link between sign-in and sign-up does not lose the way back. */
export function keepingNext(path: string, search: URLSearchParams): string {
  const next = search.get('next');
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
