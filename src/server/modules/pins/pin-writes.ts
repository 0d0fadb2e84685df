// The pins table's writers for other modules (modules/README.md, "Every table has an owner"):
// generation, the schedule, boards, and account and workspace deletion change pins through these,
// passing their transaction when the change must stand or fall with their own writes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type PinRow, pins, workspaces } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;
type NewPin = typeof pins.$inferInsert;

/** What editing a pin (PUT /api/pins/{id}) may change. */
export type PinEdit = Partial<
  Pick<
    PinRow,
    | 'boardId'
    | 'title'
    | 'description'
    | 'altText'
    | 'link'
    | 'scheduledTime'
    | 'imageKey'
    | 'imageHash'
    | 'artworkKey'
    | 'templateId'
    | 'promptVersions'
  >
>;

/** The storage keys of a deleted pin's files. */
interface PinImageKeys {
  imageKey: string | null;
  artworkKey: string | null;
}

export async function createPin(db: Writer, values: NewPin): Promise<PinRow> {
  const [pin] = await db.insert(pins).values(values).returning();
  if (!pin) throw new Error('pin insert returned no row');
  return pin;
}

/** A pin in review becomes scheduled at `time`; undefined if it is gone. */
export async function markPinScheduled(db: Writer, pinId: string, time: Date): Promise<PinRow | undefined> {
  const [pin] = await db
    .update(pins)
    .set({ status: 'scheduled', scheduledTime: time })
    .where(eq(pins.id, pinId))
    .returning();
  return pin;
}

/** A scheduled pin's new time; undefined if it is gone. */
export async function setPinSchedule(db: Writer, pinId: string, time: Date): Promise<PinRow | undefined> {
  const [pin] = await db.update(pins).set({ scheduledTime: time }).where(eq(pins.id, pinId)).returning();
  return pin;
}

/**
 * The person posted the pin themselves: posted at `at`, and moved to that moment. Only a
 * scheduled pin of the workspace; undefined otherwise.
 */
export async function recordPinPostedByHand(
  db: Writer,
  options: { workspaceId: string; pinId: string; at: Date },
): Promise<PinRow | undefined> {
  const [pin] = await db
    .update(pins)
    .set({ status: 'posted', postedAt: options.at, scheduledTime: options.at })
    .where(
      and(
        eq(pins.id, options.pinId),
        eq(pins.workspaceId, options.workspaceId),
        eq(pins.status, 'scheduled'),
      ),
    )
    .returning();
  return pin;
}

/** An edit, written only while the pin still has `status`; undefined otherwise. */
export async function savePinEdit(
  db: Writer,
  options: { pinId: string; status: PinRow['status']; changes: PinEdit },
): Promise<PinRow | undefined> {
  const [pin] = await db
    .update(pins)
    .set(options.changes)
    .where(and(eq(pins.id, options.pinId), eq(pins.status, options.status)))
    .returning();
  return pin;
}

/**
 * Every scheduled pin of the workspaces the user pays for goes back to review, so the publisher
 * never takes it: they follow the payer's account (ADR 0032), which is closing.
 */
export async function unscheduleUserPins(
  db: Writer & Pick<Database, 'select'>,
  userId: string,
): Promise<void> {
  const paidFor = db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.ownerId, userId));
  await db
    .update(pins)
    .set({ status: 'generated', scheduledTime: null, publishNotBefore: null })
    .where(and(inArray(pins.workspaceId, paidFor), eq(pins.status, 'scheduled')));
}

/**
 * Every pin of the workspace, whatever its status, as the workspace is deleted: none is left to
 * publish, and their files are answered for removal once the deletion commits.
 */
export async function deleteWorkspacePins(db: Writer, workspaceId: string): Promise<PinImageKeys[]> {
  return db
    .delete(pins)
    .where(eq(pins.workspaceId, workspaceId))
    .returning({ imageKey: pins.imageKey, artworkKey: pins.artworkKey });
}

/** Every pin of the board, whatever its status; answers their files for removal. */
export async function deleteBoardPins(db: Writer, boardId: string): Promise<PinImageKeys[]> {
  return db
    .delete(pins)
    .where(eq(pins.boardId, boardId))
    .returning({ imageKey: pins.imageKey, artworkKey: pins.artworkKey });
}
