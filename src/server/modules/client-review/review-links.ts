// Sharing pins with a client (ADR 0032): an editor makes a link for pins waiting in review, the
// workspace lists its links with what the client decided, and withdraws one (its address stops
// working at once, 410).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReviewLinkBody, ReviewLinkDto } from '../../../shared/api/client-review';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { pins, type ReviewLinkRow, reviewLinkPins, reviewLinks, users } from '../../db/schema';
import { newSecretToken } from '../../integrations/crypto/token-hash';
import { type Actor, recordActivity } from '../activity';
import { PIN_NOT_FOUND_MESSAGE } from '../pins';
import { statusConflict } from '../schedule';
import { insertReviewLink, revokeReviewLink } from './review-link-writes';

const DAY_MS = 86_400_000;
/** The links a workspace sees, newest first. */
const LISTED_LINKS = 50;
const REVIEW_LINK_NOT_FOUND_MESSAGE = 'Review link not found';

/** The client's page: the token travels in its address, and from there only in request bodies. */
function clientReviewUrl(publicUrl: string, token: string): string {
  const url = new URL('/client-review', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function createReviewLink(options: {
  db: Database;
  workspaceId: string;
  /** Who shares it: the link's creator, and the activity log's actor. */
  actor: Actor;
  input: z.output<typeof createReviewLinkBody>;
  publicUrl: string;
  now: Date;
}): Promise<{ link: ReviewLinkDto; url: string }> {
  const { db, workspaceId, input, now } = options;
  const shared = await db
    .select({ id: pins.id, status: pins.status })
    .from(pins)
    .where(and(eq(pins.workspaceId, workspaceId), inArray(pins.id, input.pin_ids)));
  // A pin of another workspace is as unknown as one that does not exist.
  if (shared.length !== input.pin_ids.length) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  const decided = shared.find((pin) => pin.status !== 'generated');
  if (decided) throw statusConflict('Only pins waiting in review can be shared for approval', decided.status);
  const { token, tokenHash } = newSecretToken();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertReviewLink(
      tx,
      {
        workspaceId,
        name: input.name,
        tokenHash,
        createdBy: options.actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      },
      input.pin_ids,
    );
    const count = input.pin_ids.length;
    await recordActivity(tx, {
      workspaceId,
      action: 'review_link.shared',
      actor: options.actor,
      subject: `${input.name} (${count} ${count === 1 ? 'pin' : 'pins'})`,
      now,
    });
    return inserted;
  });
  const [link] = await describeLinks(db, [row], now);
  if (!link) throw new Error('the new review link was not found');
  return { link, url: clientReviewUrl(options.publicUrl, token) };
}

export async function listReviewLinks(
  db: Database,
  workspaceId: string,
  now: Date,
): Promise<ReviewLinkDto[]> {
  const rows = await db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.workspaceId, workspaceId))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id))
    .limit(LISTED_LINKS);
  return describeLinks(db, rows, now);
}

export async function withdrawReviewLink(options: {
  db: Database;
  workspaceId: string;
  linkId: string;
  /** Who withdraws it, for the activity log. */
  actor: Actor;
  now: Date;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const revoked = await revokeReviewLink(tx, options);
    if (!revoked) throw new AppError('not_found', REVIEW_LINK_NOT_FOUND_MESSAGE);
    await recordActivity(tx, {
      workspaceId: options.workspaceId,
      action: 'review_link.withdrawn',
      actor: options.actor,
      subject: revoked.name,
      now: options.now,
    });
  });
}

/** Links as the workspace sees them: who shared each, its state, and each pin's decision. */
async function describeLinks(db: Database, rows: ReviewLinkRow[], now: Date): Promise<ReviewLinkDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const linkPins = await db
    .select({ linkPin: reviewLinkPins, title: pins.title })
    .from(reviewLinkPins)
    .innerJoin(pins, eq(pins.id, reviewLinkPins.pinId))
    .where(inArray(reviewLinkPins.linkId, ids))
    .orderBy(asc(reviewLinkPins.position));
  const creatorIds = rows.flatMap((row) => (row.createdBy ? [row.createdBy] : []));
  const creators = creatorIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, creatorIds))
    : [];
  return rows.map((row) => {
    const creator = creators.find((person) => person.id === row.createdBy);
    return {
      id: row.id,
      name: row.name,
      created_by: creator ? `${creator.firstName} ${creator.lastName}`.trim() : null,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'open',
      pins: linkPins
        .filter(({ linkPin }) => linkPin.linkId === row.id)
        .map(({ linkPin, title }) => ({
          pin_id: linkPin.pinId,
          title,
          decision: linkPin.decision,
          comment: linkPin.comment,
          decided_by: linkPin.decidedBy,
          decided_at: linkPin.decidedAt?.toISOString() ?? null,
        })),
    };
  });
}
