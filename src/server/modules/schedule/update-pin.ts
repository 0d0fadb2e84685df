// PUT /pins/{id}: edit a pin's board, text and time. On a pin in review the time is only a
// wish, used when it is approved; on a scheduled pin a new time follows the reschedule rules. A new
// title is drawn on the pin's kept artwork; a board of another look gets new artwork in its style
// and colours (ADR 0010, 0012). It lives in the schedule module because its rules are the
// schedule's (the time rules, under the same lock as approvals); it uses the boards, generation
// and pins modules through their index, and none of them uses the schedule.
//
// The rules are checked under the workspace's lock (lockWorkspace; its row holds the posting
// settings), but the image is drawn outside it (an AI image takes seconds,
// and approvals wait on that lock): an edit that needs a new image is checked, drawn, then checked
// again and written with the image, if the pin is still as it was.

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { parseStyleConfig } from '../../../shared/api/boards';
import {
  ONLY_SCHEDULED_RESCHEDULE_MESSAGE,
  POSTED_PIN_MESSAGE,
  type updatePinBody,
} from '../../../shared/api/schedule';
import { DEFAULT_PROMPT_VERSIONS } from '../../../shared/api/settings';
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../shared/api/templates';
import { showsDomain } from '../../../shared/templates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type BoardRow, type PinRow, pins } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import { findBoard } from '../boards';
import { type DrawnImage, type RepaintContext, redrawOnKeptArtwork, repaintForNewBoard } from '../generation';
import {
  getPin,
  PIN_NOT_FOUND_MESSAGE,
  type PinEdit,
  type PinWithBoard,
  removePinImages,
  savePinEdit,
} from '../pins';
import { findTemplateDocument, templateOfPin } from '../templates';
import type { ScheduledWorkspace } from './approve-pin';
import { assertImageUnique, assertLinkSpacing } from './link-spacing';
import { checkNewTime } from './reschedule-pin';

/** @internal for tests and benchmarks, not production code */
export const PUBLISHING_PIN_MESSAGE = 'This pin is being published right now and cannot be edited.';
const PIN_CHANGED_MESSAGE = 'This pin changed while its new image was being drawn. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const NO_KEPT_ARTWORK_MESSAGE =
  'This pin was made before Pinloom kept its artwork, so it cannot be redrawn in another template.';

/** What repainting needs (new artwork, painted as for generation), and the edit. */
type UpdatePinOptions = RepaintContext & {
  log: Pick<FastifyBaseLogger, 'warn'>;
  workspace: ScheduledWorkspace;
  pinId: string;
  input: z.output<typeof updatePinBody>;
  /**
   * Called when the pin has left review (scheduled or failed): refuses a role that may only edit
   * pins in review (contributors, ADR 0032), as the route knows the caller's role.
   */
  outsideReview: () => void;
  /** Who edits it, for the activity log. */
  actor: Actor;
};

/** The image an edit needs: what it shows, and what it replaces. */
interface ImageToDraw {
  title: string;
  description: string;
  board: BoardRow;
  /** New artwork in the board's look; otherwise the title is drawn on the kept artwork. */
  repaint: boolean;
  /** The template to draw it with (pins.template_id); null: the board style's own. */
  templateId: string | null;
  link: string | null;
  imageKey: string | null;
  artworkKey: string | null;
}

type Outcome = { result: PinWithBoard } | { draw: ImageToDraw } | { stale: true };

export async function updatePin(options: UpdatePinOptions): Promise<PinWithBoard> {
  const first = await applyChanges(options, null);
  if ('result' in first) return first.result;
  if ('stale' in first) throw new AppError('conflict', PIN_CHANGED_MESSAGE);
  const toDraw = first.draw;
  const drawn = await drawImage(options, toDraw);
  let result: PinWithBoard;
  try {
    const second = await applyChanges(options, { toDraw, drawn });
    if (!('result' in second)) throw new AppError('conflict', PIN_CHANGED_MESSAGE);
    result = second.result;
  } catch (error) {
    // Not written: the new files go, the pin keeps its image.
    if (drawn) await removePinImages({ ...options, imageKeys: [drawn.imageKey, drawn.artworkKey] });
    throw error;
  }
  // Written: the image it replaced goes, and the artwork too when new artwork replaced it.
  if (drawn) {
    await removePinImages({
      ...options,
      imageKeys: [toDraw.imageKey, drawn.artworkKey ? toDraw.artworkKey : null],
    });
  }
  return result;
}

async function drawImage(options: UpdatePinOptions, toDraw: ImageToDraw): Promise<DrawnImage | null> {
  const pinId = options.pinId;
  if (!toDraw.repaint) {
    const style = parseStyleConfig(toDraw.board.styleConfig);
    const template = await templateOfPin(options.db, options.workspace.id, toDraw.templateId, style);
    return redrawOnKeptArtwork({ db: options.db, media: options.media, pinId, ...toDraw, template });
  }
  return repaintForNewBoard(options, { workspace: options.workspace, pinId, ...toDraw });
}

/**
 * Checks the edit under the workspace's lock. Without a drawing, an edit that needs a new
 * image answers the image to draw and writes nothing; with one, it is written if it still needs that image.
 */
function applyChanges(
  options: UpdatePinOptions,
  drawing: { toDraw: ImageToDraw; drawn: DrawnImage | null } | null,
): Promise<Outcome> {
  const { input } = options;
  // The same lock as approvals: a new time is checked against the day's pins and written
  // before any other change to this workspace's schedule can count them.
  return options.db.transaction(async (tx): Promise<Outcome> => {
    const settings = await lockWorkspace(tx, options.workspace.id);
    const workspaceId = options.workspace.id;
    const found = await getPin({ db: tx, workspaceId, pinId: options.pinId });
    const { pin } = found;
    if (pin.status === 'posted') throw new AppError('conflict', POSTED_PIN_MESSAGE);
    if (pin.status === 'publishing') throw new AppError('conflict', PUBLISHING_PIN_MESSAGE);
    if (pin.status !== 'generated') options.outsideReview();

    const changes: PinEdit = {};
    let boardName = found.boardName;
    let newBoard: BoardRow | undefined;
    if (input.board_id !== undefined && input.board_id !== pin.boardId) {
      newBoard = await findBoard({ db: tx, workspaceId, boardId: input.board_id });
      changes.boardId = newBoard.id;
      boardName = newBoard.name;
    }
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.alt_text !== undefined) changes.altText = input.alt_text;
    else {
      // The image is redrawn with the new title and board name: an alt text that names the old
      // ones says the new ones (the person's own alt text, sent with the edit, is kept as sent).
      const altText = altTextFollowing(pin.altText, [
        [pin.title, input.title],
        [found.boardName, newBoard?.name],
      ]);
      if (altText !== pin.altText) changes.altText = altText;
    }
    if (input.link !== undefined) changes.link = input.link;
    // Another template redraws the image on the same artwork: no new words, no new artwork.
    if (input.template_id !== undefined && input.template_id !== pin.templateId) {
      // A custom template must be the workspace's own (ADR 0038): any other is not found.
      if (!(await findTemplateDocument(tx, workspaceId, input.template_id))) {
        throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
      }
      if (!pin.artworkKey) throw new AppError('conflict', NO_KEPT_ARTWORK_MESSAGE);
      changes.templateId = input.template_id;
    }
    if (input.scheduled_time !== undefined) {
      const time = input.scheduled_time === null ? null : new Date(input.scheduled_time);
      const unchanged = (time?.getTime() ?? null) === (pin.scheduledTime?.getTime() ?? null);
      // The review form sends the whole pin back: an unchanged time is not a reschedule.
      if (pin.status === 'generated') changes.scheduledTime = time;
      else if (!unchanged) {
        if (pin.status !== 'scheduled') throw new AppError('conflict', ONLY_SCHEDULED_RESCHEDULE_MESSAGE);
        if (time === null) throw new AppError('validation_error', 'A scheduled pin needs a scheduled_time');
        await checkNewTime({ tx, workspaceId, settings, pin, time, now: options.clock.now() });
        changes.scheduledTime = time;
      }
    }
    // A scheduled pin keeps its board's spacing when its board, link or time changes.
    const spaced = {
      id: pin.id,
      boardId: changes.boardId ?? pin.boardId,
      link: changes.link !== undefined ? changes.link : pin.link,
      imageHash: pin.imageHash,
    };
    const placedAnew =
      newBoard !== undefined || spaced.link !== pin.link || changes.scheduledTime !== undefined;
    const placedAt = changes.scheduledTime ?? pin.scheduledTime;
    if (pin.status === 'scheduled' && placedAnew && placedAt) {
      const now = options.clock.now();
      await assertLinkSpacing({ db: tx, workspaceId, settings, pin: spaced, time: placedAt, now });
    }
    // The image shows the title and the board's name, style and colours: once every rule above
    // has passed (a refused edit draws nothing), work out the image the edit needs.
    const titleChanged = changes.title !== undefined && changes.title !== pin.title;
    const oldBoard = () => findBoard({ db: tx, workspaceId, boardId: pin.boardId });
    const templateChanged = changes.templateId !== undefined;
    // The domain some templates show follows the link.
    const linkShown =
      changes.link !== undefined &&
      changes.link !== pin.link &&
      (await showsDomainOf(
        tx,
        workspaceId,
        changes.templateId ?? pin.templateId,
        newBoard ?? (await oldBoard()),
      ));
    let toDraw: ImageToDraw | null = null;
    if (newBoard && !sameLook(newBoard, await oldBoard())) {
      toDraw = imageToDraw(pin, changes, newBoard, true);
    } else if (pin.artworkKey && (titleChanged || newBoard || templateChanged || linkShown)) {
      toDraw = imageToDraw(pin, changes, newBoard ?? (await oldBoard()), false);
    }
    if (toDraw && !drawing) return { draw: toDraw };
    if (drawing) {
      // Drawn for an edit that no longer holds (the pin changed meanwhile): not written.
      if (!toDraw || drawingKey(toDraw) !== drawingKey(drawing.toDraw)) return { stale: true };
      if (drawing.drawn) {
        changes.imageKey = drawing.drawn.imageKey;
        changes.imageHash = drawing.drawn.imageHash;
        if (drawing.drawn.artworkKey) changes.artworkKey = drawing.drawn.artworkKey;
        // New artwork names the image prompt that painted it (ADR 0037); the words keep theirs.
        if (drawing.drawn.imagePrompt !== undefined) {
          changes.promptVersions = {
            ...(pin.promptVersions ?? DEFAULT_PROMPT_VERSIONS),
            image: drawing.drawn.imagePrompt,
          };
        }
      }
    }
    // Never the same image twice on a board: checked on the image the pin will have.
    const newImage = changes.imageHash !== undefined && changes.imageHash !== pin.imageHash;
    if (pin.status === 'scheduled' && (newBoard || newImage)) {
      await assertImageUnique({ db: tx, pin: { ...spaced, imageHash: changes.imageHash ?? pin.imageHash } });
    }
    if (Object.keys(changes).length === 0) return { result: found };
    // The publisher claims a due pin, and a delete removes one, without the workspace's lock: write only
    // if the pin is still as it was read, else say what became of it.
    const updated = await savePinEdit(tx, { pinId: pin.id, status: pin.status, changes });
    if (updated) {
      await recordActivity(tx, {
        workspaceId,
        action: 'pin.edited',
        actor: options.actor,
        subject: updated.title,
        now: options.clock.now(),
      });
      return { result: { pin: updated, boardName } };
    }
    const [now] = await tx.select({ status: pins.status }).from(pins).where(eq(pins.id, pin.id));
    if (!now) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
    throw new AppError('conflict', now.status === 'posted' ? POSTED_PIN_MESSAGE : PUBLISHING_PIN_MESSAGE);
  });
}

/** `altText` with each `[was, now]` said as `now` where it quotes `was` ("…the title "Was"…"). */
function altTextFollowing(altText: string, renames: [string, string | undefined][]): string {
  return renames.reduce(
    (text, [was, now]) => (now === undefined || now === was ? text : text.replaceAll(`"${was}"`, `"${now}"`)),
    altText,
  );
}

function imageToDraw(pin: PinRow, changes: Partial<PinRow>, board: BoardRow, repaint: boolean): ImageToDraw {
  return {
    title: changes.title ?? pin.title,
    description: changes.description ?? pin.description,
    board,
    repaint,
    templateId: changes.templateId ?? pin.templateId,
    link: changes.link !== undefined ? changes.link : pin.link,
    imageKey: pin.imageKey,
    artworkKey: pin.artworkKey,
  };
}

/** Two images to draw that are the same image from the same files. */
function drawingKey(toDraw: ImageToDraw): string {
  const { board, ...rest } = toDraw;
  return JSON.stringify({ ...rest, board: [board.id, board.name, board.description, board.styleConfig] });
}

/** Whether the pin's template, on this board, shows the link's domain. */
async function showsDomainOf(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  templateId: string | null,
  board: BoardRow,
): Promise<boolean> {
  return showsDomain(await templateOfPin(db, workspaceId, templateId, parseStyleConfig(board.styleConfig)));
}

/** Same style and brand colours: the artwork already looks like the board's. */
function sameLook(a: BoardRow, b: BoardRow): boolean {
  const look = (board: BoardRow) => {
    const { style, brandColors } = parseStyleConfig(board.styleConfig);
    return JSON.stringify([style, brandColors.map((colour) => colour.toUpperCase())]);
  };
  return look(a) === look(b);
}
