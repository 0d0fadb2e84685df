// What the app knows about Pinterest: where to reach it and whether it is the built-in emulator
// (demo mode). main.ts decides (resolve-pinterest.ts); routes read it from `app.pinterest`.
import type { PinterestConnectionConfig } from '../../integrations/pinterest/types';

export interface PinterestDeps {
  config: PinterestConnectionConfig;
  /** No Pinterest app is configured: the emulator stands in for Pinterest. */
  demo: boolean;
  /** In demo mode, the emulator's origin (its page of boards and pins is `${demoUrl}/demo`). */
  demoUrl: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    pinterest: PinterestDeps;
  }
}

/** Where profile pictures come from: Pinterest's image host, or the emulator in demo mode. */
export function pinterestImageSources(pinterest: PinterestDeps): string[] {
  return pinterest.demoUrl ? [pinterest.demoUrl] : ['https://i.pinimg.com'];
}
