import { normaliseLink } from '../../../shared/api/destination-link';
import { MAX_PAGE_PINS, PAGE_LINK_REQUIRED_MESSAGE, type Pin } from '../../../shared/api/pins';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { linkDomain } from '../../../shared/builtin-templates';
import { photosShown } from '../../../shared/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { BoardRow } from '../../db/schema';
import { promptVariables, renderPrompt } from '../../integrations/ai/prompts';
import type { PageBrief, PinText, ProviderCall } from '../../integrations/ai/types';
import { composePin } from '../../render/image-pool';
import type { Actor } from '../activity';
import { getUsage, type Reservation, reserveGeneration } from '../allowance';
import { topBoardTitles } from '../analytics';
import { pinBrandOf } from '../brand-kits';
import { templateForTurn } from '../templates';
import {
  artworkBrief,
  asGenerationError,
  boardBrief,
  boardPinCount,
  boardTitles,
  boardToGenerateFor,
  type ProgressListener,
  providersFor,
} from './generate-pin';
import type { GeneratingWorkspace, GenerationContext } from './generation-context';
import { pagePhoto } from './page-image';
import { readPage } from './read-page';
import { recordApiCalls } from './record-api-calls';
import { type PinDraft, savePins } from './save-pins';

export interface PreparedPagePins {
  board: BoardRow;
  /** One slot of the plan's allowance per variant, taken up front. */
  reservations: Reservation[];
}

/**
 * Finds the workspace's board (404), then takes `count` slots of its allowance (429 naming what is
 * left; slots taken before the refusal are given back). Like prepareGeneration, it is refused
 * before anything else while generation is paused (503) or the workspace's provider keeps failing.
 */
export async function preparePagePins(
  context: Pick<GenerationContext, 'db' | 'providerFailureLimit' | 'clock'>,
  options: { workspace: GeneratingWorkspace; boardId: string; count: number },
): Promise<PreparedPagePins> {
  const { db, providerFailureLimit } = context;
  const { workspace, count } = options;
  const now = context.clock.now();
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE_PINS) {
    throw new AppError('validation_error', `count must be a whole number from 1 to ${MAX_PAGE_PINS}`);
  }
  const board = await boardToGenerateFor({
    db,
    workspace,
    boardId: options.boardId,
    providerFailureLimit,
    now,
  });
  const reservations: Reservation[] = [];
  try {
    // One at a time under the owner's lock (reserveGeneration): parallel requests never exceed the plan.
    while (reservations.length < count) {
      reservations.push(await reserveGeneration({ db, workspaceId: workspace.id, now }));
    }
  } catch (error) {
    await Promise.all(reservations.map((reservation) => reservation.release()));
    if (error instanceof AppError && error.code === 'quota_exceeded' && reservations.length > 0) {
      throw new AppError('quota_exceeded', await fewerLeftMessage(db, workspace.id, count, now));
    }
    throw error;
  }
  return { board, reservations };
}

/** "Your plan has 2 pins left today and you asked for 3. Choose 2 or fewer." */
async function fewerLeftMessage(
  db: Database,
  workspaceId: string,
  asked: number,
  now: Date,
): Promise<string> {
  const usage = await getUsage({ db, workspaceId, now });
  const today = usage.day.remaining <= usage.month.remaining;
  const left = Math.min(usage.day.remaining, usage.month.remaining);
  const pins = left === 1 ? '1 pin' : `${left} pins`;
  return `Your plan has ${pins} left ${today ? 'today' : 'this month'} and you asked for ${asked}. Choose ${left} or fewer.`;
}

/**
 * Fetches and reads the page at `url`, then makes one pin per reservation: copy written from the
 * page, artwork from the page's image, `link` and `source_url` the page's address. A page that
 * cannot be read is an AppError('validation_error') whose message a person can read ("The link
 * answered with HTTP 404"); every reservation not used is released and nothing is half made.
 */
export async function runPagePins(
  context: GenerationContext,
  options: {
    workspace: GeneratingWorkspace;
    prepared: PreparedPagePins;
    /** The page's address (http/https): normalised (destination-link.ts), the pins' link and source_url. */
    url: string;
    /** Who generates them (a member, or the system for a feed), for the activity log. */
    actor: Actor;
    onProgress?: ProgressListener;
    /** Stops the fetches (a feed job shutting down); the caller's abort is rethrown as it is. */
    signal?: AbortSignal;
  },
): Promise<Pin[]> {
  const { db } = context;
  const { workspace, prepared } = options;
  const { board, reservations } = prepared;
  const progress: ProgressListener = options.onProgress ?? (() => {});
  const calls: ProviderCall[] = [];
  const record = (call: ProviderCall) => calls.push(call);
  const count = reservations.length;
  let promptVersions: PromptVersionsUsed | null = null;
  try {
    const normalised = normaliseLink(options.url);
    if ('problem' in normalised) throw new AppError('validation_error', normalised.problem);
    if (normalised.link === null) throw new AppError('validation_error', PAGE_LINK_REQUIRED_MESSAGE);
    const url = normalised.link;
    progress('fetch', 5, 'Reading the page');
    const page = await readPage(context.outbound, url, { signal: options.signal });

    // Variants take the board's templates in turn, so a page's pins differ in look as in words; a
    // collage among them shows the page's next photos too, and only then are they fetched.
    const brief = boardBrief(board);
    const turn = await boardPinCount(db, board.id);
    const looks = await Promise.all(
      reservations.map((_, index) => templateForTurn(db, workspace.id, brief.styleConfig, turn + index)),
    );
    progress('image', 15, "Fetching the page's photo");
    const { photo, skipped } = await pagePhoto(context.outbound, page.imageUrls, {
      wanted: Math.max(...looks.map(({ template }) => photosShown(template))),
      signal: options.signal,
    });
    if (!photo) {
      const why = skipped.length > 0 ? `its image ${skipped[0]}` : 'it has no image';
      progress('image', 20, `The page's photo could not be used (${why}); painting artwork instead`);
    }

    const { prompts, providers } = await providersFor(context, workspace.id, board.id);
    // A page's photo is used as it is: no image prompt paints it.
    const versions: PromptVersionsUsed = photo ? { ...prompts.versions, image: null } : prompts.versions;
    promptVersions = versions;
    const pageBrief: PageBrief = {
      url,
      title: page.title,
      description: page.description,
      text: page.text,
      siteName: page.siteName,
      photo: photo !== null,
    };
    // Each variant's title joins the history, so the next one is written to differ from it.
    const pinHistory = await boardTitles(db, board.id);
    const topTitles = await topBoardTitles(db, {
      workspaceId: workspace.id,
      boardId: board.id,
      now: context.clock.now(),
    });
    const texts: PinText[] = [];
    for (let index = 0; index < count; index += 1) {
      progress('text', 25 + Math.round((35 * index) / count), `Writing variant ${index + 1} of ${count}`);
      const history = [...texts.map((text) => text.title).reverse(), ...pinHistory];
      const variables = { board: brief, pinHistory: history, topTitles, link: url, page: pageBrief };
      texts.push(
        await providers.text.writePin(
          {
            board: brief,
            pinHistory: history,
            titlePrompt: renderPrompt(prompts.templates.title, promptVariables('title', variables)),
            descriptionPrompt: renderPrompt(
              prompts.templates.description,
              promptVariables('description', variables),
            ),
            page: pageBrief,
          },
          record,
        ),
      );
    }

    const brand = await pinBrandOf(db, context.media, board);
    let artwork = photo?.artwork;
    if (!artwork) {
      const [first] = texts;
      if (!first) throw new Error('no variant was written');
      progress('image', 62, 'Designing the image');
      // One painting for all the variants, as a photo would be.
      const painted = artworkBrief(brief, brand);
      artwork = await providers.image.paint(
        {
          board: painted,
          title: first.title,
          description: first.description,
          imagePrompt: renderPrompt(
            prompts.templates.image,
            promptVariables('image', { board: painted, title: first.title, description: first.description }),
          ),
        },
        record,
      );
    }

    const drafts: PinDraft[] = [];
    for (const [index, text] of texts.entries()) {
      const reservation = reservations[index];
      const look = looks[index];
      if (!reservation || !look) throw new Error('a variant has no reservation');
      progress('compose', 70 + Math.round((20 * index) / count), `Setting title ${index + 1} of ${count}`);
      const { id: templateId, template } = look;
      const png = await composePin({
        artwork,
        title: text.title,
        styleConfig: brief.styleConfig,
        boardName: brief.name,
        template,
        domain: linkDomain(url),
        brand,
        // A collage's other frames show the page's other photos; without them they repeat the first.
        ...(photo && { photos: photo.more }),
      });
      drafts.push({
        text,
        png,
        artwork,
        link: url,
        sourceUrl: url,
        reservation,
        templateId,
        promptVersions: versions,
      });
    }

    progress('save', 92, count === 1 ? 'Saving the pin' : `Saving ${count} pins`);
    return await savePins(context, { workspace, board, drafts, actor: options.actor });
  } catch (error) {
    await Promise.all(reservations.map((reservation) => reservation.release()));
    throw asGenerationError(error);
  } finally {
    await recordApiCalls({ db, userId: workspace.ownerId, calls, promptVersions });
  }
}
