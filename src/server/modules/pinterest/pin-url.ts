// Where a person can see a pin Pinloom published: on pinterest.com, or in demo mode on the
// simulated Pinterest that the app serves under DEMO_PINTEREST_PATH (same origin as the app).
import type { PinterestDeps } from './pinterest-deps';

/** In demo mode the emulator is served by the app itself, on this path of its own origin. */
export const DEMO_PINTEREST_PATH = '/pinterest-demo';

export function pinterestPinUrl(pinterest: Pick<PinterestDeps, 'demo'>, pinterestPinId: string): string {
  const id = encodeURIComponent(pinterestPinId);
  return pinterest.demo ? `${DEMO_PINTEREST_PATH}/pin/${id}` : `https://www.pinterest.com/pin/${id}/`;
}
