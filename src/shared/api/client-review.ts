// Client review links (ADR 0032): an editor shares pins waiting in review with a client, who
// approves, asks for changes with a comment, or rejects each, without an account. The link's token
// travels in request bodies only, as invitation and reset links do.
import { z } from 'zod';

/** What a client may decide about a pin. */
export const REVIEW_DECISIONS = ['approved', 'changes_requested', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** How the workspace and the client read a decision. */
export const DECISION_LABELS: Record<ReviewDecision, string> = {
  approved: 'Approved',
  changes_requested: 'Changes asked',
  rejected: 'Rejected',
};

/** How long a link works unless the editor picks otherwise, and the longest it may. */
export const REVIEW_LINK_DEFAULT_DAYS = 7;
export const REVIEW_LINK_MAX_DAYS = 30;
/** The most pins one link shares. */
export const REVIEW_LINK_MAX_PINS = 50;
export const REVIEW_COMMENT_MAX = 1000;

export const createReviewLinkBody = z.object({
  name: z.string().trim().min(1, 'Give the link a name, e.g. the client’s.').max(100),
  pin_ids: z
    .array(z.string().uuid())
    .min(1, 'Choose at least one pin.')
    .max(REVIEW_LINK_MAX_PINS, `A link shares at most ${REVIEW_LINK_MAX_PINS} pins.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A pin is listed twice.'),
  days: z.number().int().min(1).max(REVIEW_LINK_MAX_DAYS).default(REVIEW_LINK_DEFAULT_DAYS),
});
export type CreateReviewLinkBody = z.input<typeof createReviewLinkBody>;

const decisionFields = {
  // OpenAPI 3.0 takes a nullable enum's null as one of its values only when the enum lists it.
  decision: z
    .enum(REVIEW_DECISIONS)
    .nullable()
    .meta({ enum: [...REVIEW_DECISIONS, null] }),
  comment: z.string().nullable(),
  /** The name the client gave. */
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
};

const linkPinDto = z.object({ pin_id: z.string().uuid(), title: z.string(), ...decisionFields });

const REVIEW_LINK_STATES = ['open', 'expired', 'revoked'] as const;

const reviewLinkDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** Who shared it; null once that account is gone. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  state: z.enum(REVIEW_LINK_STATES),
  pins: z.array(linkPinDto),
});
export type ReviewLinkDto = z.infer<typeof reviewLinkDto>;

export const createReviewLinkResponse = z.object({
  link: reviewLinkDto,
  /** The address to send the client; shown only now (only a hash of its token is kept). */
  url: z.string(),
});

export const reviewLinksResponse = z.object({
  /** The workspace's links, newest first. */
  links: z.array(reviewLinkDto),
});

/** The link's token, as the client's page read it from its address. */
export const reviewTokenBody = z.object({ token: z.string().min(1).max(200) });

const clientPinDto = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  alt_text: z.string(),
  link: z.string().nullable(),
  image_url: z.string().nullable(),
  board_name: z.string(),
  /** Still waiting in review: the client may decide (again); otherwise the workspace has moved on. */
  open: z.boolean(),
  ...decisionFields,
});
export type ClientPinDto = z.infer<typeof clientPinDto>;

export const clientReviewResponse = z.object({
  review: z.object({
    name: z.string(),
    workspace_name: z.string(),
    expires_at: z.string(),
    pins: z.array(clientPinDto),
  }),
});
export type ClientReview = z.infer<typeof clientReviewResponse>['review'];

export const clientDecisionBody = reviewTokenBody.extend({
  pin_id: z.string().uuid(),
  decision: z.enum(REVIEW_DECISIONS),
  /** Required when asking for changes: what to change. */
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).default(''),
  name: z.string().trim().min(1, 'Tell us your name, so the team knows who decided.').max(100),
});
export type ClientDecisionBody = z.input<typeof clientDecisionBody>;

export const clientDecisionResponse = z.object({ pin: clientPinDto });

/** A review link that cannot be used, and what the client is told (ADR 0032). */
export const REVIEW_LINK_ERRORS = {
  review_link_invalid: 'This review link is not valid. Ask for a new one.',
  review_link_expired: 'This review link has expired. Ask the team that sent it for a new one.',
  review_link_revoked: 'This review link was withdrawn. Ask the team that sent it for a new one.',
} as const;
