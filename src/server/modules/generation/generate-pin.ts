// Makes one pin for a board: text → image → compose → save, reporting each stage. The
// allowance slot is taken first (prepareGeneration), so a refusal is an HTTP error before any
// stream starts; a failure later gives the slot back and leaves no pin and no file behind.

import { count, desc, eq } from 'drizzle-orm';
import { parseStyleConfig } from '../../../shared/api/boards';
import type { GenerationStage, Pin } from '../../../shared/api/pins';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { linkDomain } from '../../../shared/builtin-templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type BoardRow, pins } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import { promptVariables, renderPrompt } from '../../integrations/ai/prompts';
import { type BoardBrief, type ProviderCall, ProviderError } from '../../integrations/ai/types';
import type { PinBrand } from '../../render/brand';
import { composePin, refuseWhileImagesBusy } from '../../render/image-pool';
import type { Actor } from '../activity';
import { type Reservation, reserveGeneration } from '../allowance';
import { topBoardTitles } from '../analytics';
import { findBoard } from '../boards';
import { pinBrandOf } from '../brand-kits';
import { isFeatureEnabled } from '../flags';
import { templateForTurn } from '../templates';
import type { GeneratingWorkspace, GenerationContext } from './generation-context';
import { refuseWhileOwnProviderFailing } from './own-provider-failures';
import { providerTrouble } from './provider-trouble';
import { recordApiCalls } from './record-api-calls';
import { loadWorkspaceProviders } from './resolve-providers';
import { savePins } from './save-pins';

/** @internal for tests and benchmarks, not production code */
export { BOARD_DELETED_MESSAGE } from './save-pins';

const GENERATION_PAUSED_MESSAGE =
  'Pin generation is paused for maintenance. Your boards and schedule are safe; please try again later.';

/** Titles the providers must not repeat: the board's latest pins. */
const PIN_HISTORY_SIZE = 50;

export type ProgressListener = (stage: GenerationStage, percent: number, message: string) => void;

export interface PreparedGeneration {
  board: BoardRow;
  reservation: Reservation;
}

/**
 * Finds the workspace's board (404 otherwise) and takes a slot of its plan's allowance (429); refused
 * first (429) while the workspace's own provider has failed too often, and before anything (503) while
 * staff have paused pin generation (the pin_generation_enabled flag, ADR 0019).
 */
export async function prepareGeneration(
  context: Pick<GenerationContext, 'db' | 'providerFailureLimit' | 'clock'>,
  options: { workspace: GeneratingWorkspace; boardId: string },
): Promise<PreparedGeneration> {
  const { db, providerFailureLimit } = context;
  const now = context.clock.now();
  const board = await boardToGenerateFor({ db, providerFailureLimit, now, ...options });
  const reservation = await reserveGeneration({ db, workspaceId: options.workspace.id, now });
  return { board, reservation };
}

/**
 * prepareGeneration's checks before the allowance: paused (503), the workspace's board (404), own
 * provider (429), the image pool's queue full (429: nothing is taken, and no stream starts).
 */
export async function boardToGenerateFor(options: {
  db: Database;
  workspace: GeneratingWorkspace;
  boardId: string;
  providerFailureLimit: RateLimitRule;
  now: Date;
}): Promise<BoardRow> {
  if (!(await isFeatureEnabled({ db: options.db, flag: 'pin_generation_enabled' }))) {
    throw new AppError('generation_paused', GENERATION_PAUSED_MESSAGE);
  }
  const board = await findBoard({
    db: options.db,
    workspaceId: options.workspace.id,
    boardId: options.boardId,
  });
  await refuseWhileOwnProviderFailing({
    db: options.db,
    workspaceId: options.workspace.id,
    rule: options.providerFailureLimit,
    now: options.now,
  });
  refuseWhileImagesBusy();
  return board;
}

export async function runGeneration(
  context: GenerationContext,
  options: {
    workspace: GeneratingWorkspace;
    prepared: PreparedGeneration;
    /** Who generates it, for the activity log. */
    actor: Actor;
    onProgress?: ProgressListener;
  },
): Promise<Pin> {
  const { db } = context;
  const { workspace, prepared } = options;
  const { board, reservation } = prepared;
  const progress: ProgressListener = options.onProgress ?? (() => {});
  const calls: ProviderCall[] = [];
  const record = (call: ProviderCall) => calls.push(call);
  let promptVersions: PromptVersionsUsed | null = null;
  try {
    const { prompts, providers } = await providersFor(context, workspace.id, board.id);
    promptVersions = prompts.versions;
    const brief = boardBrief(board);
    const pinHistory = await boardTitles(db, board.id);
    const topTitles = await topBoardTitles(db, {
      workspaceId: workspace.id,
      boardId: board.id,
      now: context.clock.now(),
    });

    progress('text', 10, 'Writing the title and description');
    const text = await providers.text.writePin(
      {
        board: brief,
        pinHistory,
        titlePrompt: renderPrompt(
          prompts.templates.title,
          promptVariables('title', { board: brief, pinHistory, topTitles, link: board.defaultLink }),
        ),
        descriptionPrompt: renderPrompt(
          prompts.templates.description,
          promptVariables('description', { board: brief, link: board.defaultLink }),
        ),
      },
      record,
    );

    progress('image', 35, 'Designing the image');
    const brand = await pinBrandOf(db, context.media, board);
    const painted = artworkBrief(brief, brand);
    const artwork = await providers.image.paint(
      {
        board: painted,
        title: text.title,
        description: text.description,
        imagePrompt: renderPrompt(
          prompts.templates.image,
          promptVariables('image', { board: painted, title: text.title, description: text.description }),
        ),
      },
      record,
    );

    progress('compose', 70, 'Setting the title on the image');
    const { id: templateId, template } = await templateForTurn(
      db,
      workspace.id,
      brief.styleConfig,
      await boardPinCount(db, board.id),
    );
    const png = await composePin({
      artwork,
      title: text.title,
      styleConfig: brief.styleConfig,
      boardName: brief.name,
      template,
      domain: linkDomain(board.defaultLink),
      brand,
    });

    progress('save', 90, 'Saving the pin');
    const [pin] = await savePins(context, {
      workspace,
      board,
      actor: options.actor,
      // The pin links where its board does; Review and the timeline can change it.
      drafts: [
        {
          text,
          png,
          artwork,
          link: board.defaultLink,
          sourceUrl: null,
          reservation,
          templateId,
          promptVersions: prompts.versions,
        },
      ],
    });
    if (!pin) throw new Error('savePins returned no pin');
    return pin;
  } catch (error) {
    await reservation.release();
    throw asGenerationError(error);
  } finally {
    await recordApiCalls({ db, userId: workspace.ownerId, calls, promptVersions });
  }
}

/** The board's prompts and the workspace's AI providers, reached the way the context says. */
export function providersFor(context: GenerationContext, workspaceId: string, boardId: string) {
  return loadWorkspaceProviders({ ...context, workspaceId, boardId });
}

/** What the providers are told about the board. */
export function boardBrief(board: BoardRow): BoardBrief {
  return {
    name: board.name,
    description: board.description,
    styleConfig: parseStyleConfig(board.styleConfig),
  };
}

/**
 * What the image provider is told about the board: its brief, in the brand kit's colors when its
 * pins are drawn with a kit (pinBrandOf), so the artwork matches the panels compose draws.
 */
export function artworkBrief(brief: BoardBrief, brand: PinBrand | undefined): BoardBrief {
  return brand ? { ...brief, styleConfig: { ...brief.styleConfig, brandColors: brand.colors } } : brief;
}

export async function boardTitles(db: Database, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ title: pins.title })
    .from(pins)
    .where(eq(pins.boardId, boardId))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(PIN_HISTORY_SIZE);
  return rows.map((row) => row.title);
}

/** How many pins the board has: its next pin's turn in its rotation of templates. */
export async function boardPinCount(db: Database, boardId: string): Promise<number> {
  const [row] = await db.select({ pins: count() }).from(pins).where(eq(pins.boardId, boardId));
  return row?.pins ?? 0;
}

/** Provider failures become a 502 that names the provider's trouble without its internals. */
export function asGenerationError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  return new AppError('provider_error', `Pin generation failed: ${providerTrouble(error)}.`, {
    cause: error,
  });
}
