// The review_links and review_link_pins tables' only writers (ADR 0032): links are made, revoked and
// decided on here, in the caller's transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/api/client-review';
import type { Database } from '../../db/connection';
import { type ReviewLinkRow, reviewLinkPins, reviewLinks } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'update'>;

export async function insertReviewLink(
  db: Writer,
  link: typeof reviewLinks.$inferInsert,
  pinIds: string[],
): Promise<ReviewLinkRow> {
  const [row] = await db.insert(reviewLinks).values(link).returning();
  if (!row) throw new Error('review link insert returned no row');
  await db
    .insert(reviewLinkPins)
    .values(pinIds.map((pinId, position) => ({ linkId: row.id, pinId, position })));
  return row;
}

/** Withdraws an open link of the workspace: its name, or null when it has no such link still open. */
export async function revokeReviewLink(
  db: Writer,
  options: { workspaceId: string; linkId: string; now: Date },
): Promise<{ name: string } | null> {
  const [revoked] = await db
    .update(reviewLinks)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(reviewLinks.id, options.linkId),
        eq(reviewLinks.workspaceId, options.workspaceId),
        isNull(reviewLinks.revokedAt),
      ),
    )
    .returning({ name: reviewLinks.name });
  return revoked ?? null;
}

export async function recordDecision(
  db: Writer,
  options: {
    linkId: string;
    pinId: string;
    decision: ReviewDecision;
    comment: string;
    name: string;
    now: Date;
  },
): Promise<void> {
  await db
    .update(reviewLinkPins)
    .set({
      decision: options.decision,
      comment: options.comment || null,
      decidedBy: options.name,
      decidedAt: options.now,
    })
    .where(and(eq(reviewLinkPins.linkId, options.linkId), eq(reviewLinkPins.pinId, options.pinId)));
}
