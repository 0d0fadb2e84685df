// The client's side of a review link (ADR 0032): no account, only the link's token. They see the
// pins as they will look on Pinterest and decide each: approved pins go into the schedule as an
// editor's approval would put them (the next free slot in the posting window); asking for changes
// or rejecting leaves the pin in review with the decision for the workspace to read.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ClientPinDto,
  type ClientReview,
  type clientDecisionBody,
  DECISION_LABELS,
  REVIEW_LINK_ERRORS,
} from '../../../shared/api/client-review';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { boards, pins, type ReviewLinkRow, reviewLinkPins, reviewLinks, workspaces } from '../../db/schema';
import { hashToken, SECRET_TOKEN_PATTERN } from '../../integrations/crypto/token-hash';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { type Actor, recordActivity } from '../activity';
import { approvePin } from '../schedule';
import { recordDecision } from './review-link-writes';

const NOT_ON_LINK_MESSAGE = 'This pin is not on this review link.';
const NO_LONGER_OPEN_MESSAGE = 'This pin is no longer waiting for review: the team has already moved it on.';
const COMMENT_NEEDED_MESSAGE = 'Say what to change, so the team can do it.';

/** The link a token opens, or the reason it does not (404 invalid, 410 expired or revoked). */
async function openLink(db: Pick<Database, 'select'>, token: string, now: Date, lock = false) {
  const invalid = () => new AppError('review_link_invalid', REVIEW_LINK_ERRORS.review_link_invalid);
  if (!SECRET_TOKEN_PATTERN.test(token)) throw invalid();
  const query = db
    .select({ link: reviewLinks, workspace: workspaces })
    .from(reviewLinks)
    .innerJoin(workspaces, eq(workspaces.id, reviewLinks.workspaceId))
    .where(eq(reviewLinks.tokenHash, hashToken(token)));
  // A decision holds the link until it is written, so two clicks cannot both approve.
  const [found] = lock ? await query.for('update', { of: reviewLinks }) : await query;
  if (!found) throw invalid();
  if (found.link.revokedAt) throw new AppError('review_link_revoked', REVIEW_LINK_ERRORS.review_link_revoked);
  if (found.link.expiresAt <= now) {
    throw new AppError('review_link_expired', REVIEW_LINK_ERRORS.review_link_expired);
  }
  return found;
}

/** The link's pins in the editor's order, as the client sees them. */
async function clientPins(
  db: Pick<Database, 'select'>,
  link: ReviewLinkRow,
  media: MediaStorage,
  onlyPin?: string,
): Promise<ClientPinDto[]> {
  const rows = await db
    .select({ linkPin: reviewLinkPins, pin: pins, boardName: boards.name })
    .from(reviewLinkPins)
    .innerJoin(pins, eq(pins.id, reviewLinkPins.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(reviewLinkPins.linkId, link.id),
        // A pin moved to another workspace's board since is no longer this link's to show.
        eq(pins.workspaceId, link.workspaceId),
        onlyPin ? eq(reviewLinkPins.pinId, onlyPin) : undefined,
      ),
    )
    .orderBy(asc(reviewLinkPins.position));
  return rows.map(({ linkPin, pin, boardName }) => ({
    id: pin.id,
    title: pin.title,
    description: pin.description,
    alt_text: pin.altText,
    link: pin.link,
    image_url: pin.imageKey ? media.publicUrl(pin.imageKey) : null,
    board_name: boardName,
    open: pin.status === 'generated',
    decision: linkPin.decision,
    comment: linkPin.comment,
    decided_by: linkPin.decidedBy,
    decided_at: linkPin.decidedAt?.toISOString() ?? null,
  }));
}

export async function openReview(options: {
  db: Database;
  media: MediaStorage;
  token: string;
  now: Date;
}): Promise<ClientReview> {
  const { link, workspace } = await openLink(options.db, options.token, options.now);
  return {
    name: link.name,
    workspace_name: workspace.name,
    expires_at: link.expiresAt.toISOString(),
    pins: await clientPins(options.db, link, options.media),
  };
}

export async function decideOnPin(options: {
  db: Database;
  media: MediaStorage;
  clock: Clock;
  input: z.output<typeof clientDecisionBody>;
}): Promise<ClientPinDto> {
  const { db, input, clock } = options;
  if (input.decision === 'changes_requested' && !input.comment) {
    throw new AppError('validation_error', COMMENT_NEEDED_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { link, workspace } = await openLink(tx, input.token, now, true);
    const [current] = await clientPins(tx, link, options.media, input.pin_id);
    if (!current) throw new AppError('not_found', NOT_ON_LINK_MESSAGE);
    if (!current.open) throw new AppError('conflict', NO_LONGER_OPEN_MESSAGE);
    // Into the schedule as an editor's approval would put it; its refusals (a full day, the same
    // image twice on a board) reach the client as they would the editor, and nothing is recorded.
    // The log names the client by the name they gave; they have no account.
    const actor: Actor = { id: null, name: `${input.name} (client)` };
    if (input.decision === 'approved') {
      await approvePin({ db: tx, clock, workspace, pinId: input.pin_id, actor });
    }
    await recordDecision(tx, { linkId: link.id, pinId: input.pin_id, ...input, now });
    await recordActivity(tx, {
      workspaceId: workspace.id,
      action: 'review_link.decided',
      actor,
      subject: `${current.title}: ${DECISION_LABELS[input.decision].toLowerCase()}`,
      now,
    });
    const [decided] = await clientPins(tx, link, options.media, input.pin_id);
    if (!decided) throw new Error('the decided pin vanished');
    return decided;
  });
}
