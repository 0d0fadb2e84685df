// What the app knows about Pinterest: where to reach it and whether it is the built-in emulator
// (demo mode). main.ts decides (resolve-pinterest.ts); routes read it from `app.pinterest`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PinterestConnectionConfig } from '../../integrations/pinterest/types';

/** The simulated Pinterest's browser pages (consent, demo page, pin pages, images). */
export interface DemoPinterestPages {
  /** Answers `path` (relative to the emulator's root); false when it is not one of its pages. */
  serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
}

export interface PinterestDeps {
  config: PinterestConnectionConfig;
  /** No Pinterest app is configured: the emulator stands in for Pinterest. */
  demo: boolean;
  /**
   * In demo mode, where the simulated Pinterest's pages are: DEMO_PINTEREST_PATH when the app
   * serves them itself (`demoPages`), or the emulator's own origin (tests). Its page of boards and
   * pins is `${demoUrl}/demo`.
   */
  demoUrl: string | null;
  /**
   * Demo mode as `npm start` runs it: the app serves the emulator's browser pages on its own
   * origin under DEMO_PINTEREST_PATH, so the consent page, the images and the way back all stay
   * on the address the person opened, whatever it is, and survive a restart.
   */
  demoPages?: DemoPinterestPages | null;
  /** The address people open Pinloom at (PUBLIC_URL); the browser may be sent back there. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    pinterest: PinterestDeps;
  }
}

/** Where profile pictures come from: Pinterest's image host, or the emulator in demo mode. */
export function pinterestImageSources(pinterest: PinterestDeps): string[] {
  // Served by the app itself: 'self' already covers them.
  if (pinterest.demoPages) return [];
  return pinterest.demoUrl ? [pinterest.demoUrl] : ['https://i.pinimg.com'];
}
