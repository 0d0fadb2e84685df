// The last stage of every generation: a pin's files stored, its row inserted and its allowance
// slot tied to it, all of a generation's pins in one transaction (a page's variants are kept all
// or none). On failure the files stored here are removed; the caller gives the slots back.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Pin } from '../../../shared/api/pins';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { AppError } from '../../app-error';
import { type BoardRow, boards } from '../../db/schema';
import type { PinText } from '../../integrations/ai/types';
import { artworkToKeep } from '../../render/image-pool';
import { type Actor, recordActivity } from '../activity';
import type { Reservation } from '../allowance';
import { createPin, toPinDto } from '../pins';
import { emitWebhookEvent, pinEventData } from '../webhooks';
import type { GeneratingWorkspace, GenerationContext } from './generation-context';
import { pinArtworkKey } from './redraw-on-kept-artwork';

/**
 * The board went away between the start of a generation and its save.
 * @internal for tests and benchmarks, not production code
 */
export const BOARD_DELETED_MESSAGE = 'The board was deleted while its pin was being generated.';

/** What spacing compares: two pins of a board never carry the same image (ADR 0022). */
function imageHash(png: Buffer): string {
  return createHash('sha256').update(png).digest('hex');
}

export interface PinDraft {
  text: PinText;
  /** The composed 1000×1500 PNG. */
  png: Buffer;
  /** The artwork under the title, kept so a title edit can be redrawn on it. */
  artwork: Buffer;
  link: string | null;
  /** The page the pin was made from; null for a pin made from the board alone. */
  sourceUrl: string | null;
  reservation: Reservation;
  /** The template the image was drawn with (pins.template_id). */
  templateId: string;
  /** Which of the workspace's own prompt versions wrote it (pins.prompt_versions, ADR 0037). */
  promptVersions: PromptVersionsUsed;
}

export async function savePins(
  context: Pick<GenerationContext, 'db' | 'media' | 'pinterest' | 'clock'>,
  options: {
    workspace: GeneratingWorkspace;
    board: BoardRow;
    drafts: PinDraft[];
    /** Who generated them (a member, or the system for a feed), for the activity log. */
    actor: Actor;
  },
): Promise<Pin[]> {
  const { db, media } = context;
  const { workspace, board } = options;
  const drafts = options.drafts.map((draft) => {
    const pinId = randomUUID();
    return { ...draft, pinId, imageKey: `pins/${pinId}.png`, artworkKey: pinArtworkKey(pinId) };
  });
  const keys = drafts.flatMap((draft) => [draft.imageKey, draft.artworkKey]);
  try {
    await Promise.all(
      drafts.map(async (draft) => {
        await media.put(draft.imageKey, draft.png);
        await media.put(draft.artworkKey, await artworkToKeep(draft.artwork));
      }),
    );
    const rows = await db.transaction(async (tx) => {
      // The board may have been deleted while the pins were made. Its row is held (KEY SHARE: a
      // delete waits, an edit does not) until the pins are in; deleteBoard locks the row before it
      // lists the board's pins, so it then finds these and removes them with their files.
      const [boardStill] = await tx
        .select({ id: boards.id })
        .from(boards)
        .where(eq(boards.id, board.id))
        .for('key share');
      if (!boardStill) throw new AppError('not_found', BOARD_DELETED_MESSAGE);
      const inserted = [];
      for (const draft of drafts) {
        const row = await createPin(tx, {
          id: draft.pinId,
          workspaceId: workspace.id,
          boardId: board.id,
          title: draft.text.title,
          description: draft.text.description,
          altText: draft.text.altText,
          link: draft.link,
          sourceUrl: draft.sourceUrl,
          imageKey: draft.imageKey,
          imageHash: imageHash(draft.png),
          artworkKey: draft.artworkKey,
          templateId: draft.templateId,
          promptVersions: draft.promptVersions,
        });
        await draft.reservation.confirm(draft.pinId, tx);
        await recordActivity(tx, {
          workspaceId: workspace.id,
          action: 'pin.generated',
          actor: options.actor,
          subject: row.title,
          now: context.clock.now(),
        });
        await emitWebhookEvent(tx, {
          workspaceId: workspace.id,
          type: 'pin.generated',
          data: pinEventData(row),
          now: context.clock.now(),
        });
        inserted.push(row);
      }
      return inserted;
    });
    return rows.map((row) => toPinDto(row, board.name, context));
  } catch (error) {
    await Promise.all(keys.map((key) => media.remove(key)));
    throw error;
  }
}
