// A pin moved to a board of another look gets new artwork in that board's style and brand colours
// (ADR 0012), painted by the image provider the workspace's generations use (its own key first, else
// the server's). The call lands in the API history like a generation's; it takes nothing from the
// plan's allowance, since no pin is made.

import { parseStyleConfig } from '../../../shared/api/boards';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { linkDomain } from '../../../shared/builtin-templates';
import { AppError } from '../../app-error';
import type { AiConfig } from '../../config-ai';
import type { BoardRow } from '../../db/schema';
import { consumeRateLimits, type RateLimitRule } from '../../http/rate-limit';
import { promptVariables, renderPrompt } from '../../integrations/ai/prompts';
import { type BoardBrief, type ProviderCall, ProviderError } from '../../integrations/ai/types';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { artworkToKeep, composePin } from '../../render/image-pool';
import { pinBrandOf } from '../brand-kits';
import { templateOfPin } from '../templates';
import { artworkBrief } from './generate-pin';
import type { GeneratingWorkspace } from './generation-context';
import { providerTrouble } from './provider-trouble';
import { recordApiCalls } from './record-api-calls';
import { type DrawnImage, newImageKeys, pngHash } from './redraw-on-kept-artwork';
import { loadWorkspaceProviders, type OwnProviderDeps } from './resolve-providers';

/**
 * What a repaint needs: the workspace's providers reached as for generation (OwnProviderDeps: its own
 * base URL through outbound, and how often it may fail), where images are stored, and its own limit.
 */
export interface RepaintContext extends Omit<OwnProviderDeps, 'workspaceId'> {
  media: MediaStorage;
  ai: AiConfig;
  appSecret: string;
  /** Paid repaints a workspace may ask for: moving a pin back and forth must not be free AI images. */
  repaintLimit: RateLimitRule;
}

/** Paints, composes and stores the pin's new artwork and image; nothing is left behind on failure. */
export async function repaintForNewBoard(
  context: RepaintContext,
  options: {
    workspace: GeneratingWorkspace;
    pinId: string;
    title: string;
    description: string;
    /** The pin's template (pins.template_id); null for one made before templates. */
    templateId: string | null;
    /** The pin's link, whose domain some templates show. */
    link: string | null;
    board: Pick<BoardRow, 'id' | 'name' | 'description' | 'styleConfig' | 'workspaceId' | 'brandKitId'>;
  },
): Promise<DrawnImage> {
  const { db, media } = context;
  const calls: ProviderCall[] = [];
  let promptVersions: PromptVersionsUsed | null = null;
  try {
    // The new board's image prompt: its own, the workspace's or Pinloom's (ADR 0037).
    const { prompts, providers } = await loadWorkspaceProviders({
      ...context,
      workspaceId: options.workspace.id,
      boardId: options.board.id,
    });
    promptVersions = prompts.versions;
    // The local painter costs nothing; a model call is counted before it is made.
    if (providers.image.name !== 'local') {
      await consumeRateLimits({
        db,
        checks: [{ key: `repaint:workspace:${options.workspace.id}`, rule: context.repaintLimit }],
        now: context.clock.now(),
      });
    }
    const brand = await pinBrandOf(db, media, options.board);
    const brief: BoardBrief = artworkBrief(
      {
        name: options.board.name,
        description: options.board.description,
        styleConfig: parseStyleConfig(options.board.styleConfig),
      },
      brand,
    );
    const { title, description } = options;
    const artwork = await providers.image.paint(
      {
        board: brief,
        title,
        description,
        imagePrompt: renderPrompt(
          prompts.templates.image,
          promptVariables('image', { board: brief, title, description }),
        ),
      },
      (call) => calls.push(call),
    );
    const [png, kept] = await Promise.all([
      composePin({
        artwork,
        title,
        styleConfig: brief.styleConfig,
        boardName: brief.name,
        template: await templateOfPin(db, options.workspace.id, options.templateId, brief.styleConfig),
        domain: linkDomain(options.link),
        brand,
      }),
      artworkToKeep(artwork),
    ]);
    const keys = newImageKeys(options.pinId);
    const stored = await Promise.allSettled([
      media.put(keys.imageKey, png),
      media.put(keys.artworkKey, kept),
    ]);
    const failed = stored.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.allSettled([media.remove(keys.imageKey), media.remove(keys.artworkKey)]);
      throw failed.reason;
    }
    return { ...keys, imageHash: pngHash(png), imagePrompt: prompts.versions.image };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError(
      'provider_error',
      `The pin was not moved: its image for the new board could not be drawn, because ${providerTrouble(error)}.`,
      { cause: error },
    );
  } finally {
    await recordApiCalls({ db, userId: options.workspace.ownerId, calls, promptVersions });
  }
}
