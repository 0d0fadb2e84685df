// Where a person can see a pin Pinloom published: on pinterest.com, or in demo mode on the
// simulated Pinterest that the app serves under DEMO_PINTEREST_PATH (same origin as the app).

/** In demo mode the emulator is served by the app itself, on this path of its own origin. */
export const DEMO_PINTEREST_PATH = '/pinterest-demo';

/** `pinterest.demo`: the emulator stands in for Pinterest (PinterestDeps in modules/pinterest). */
export function pinterestPinUrl(pinterest: { demo: boolean }, pinterestPinId: string): string {
  const id = encodeURIComponent(pinterestPinId);
  return pinterest.demo ? `${DEMO_PINTEREST_PATH}/pin/${id}` : `https://www.pinterest.com/pin/${id}/`;
}
