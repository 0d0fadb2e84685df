// A workspace's activity log (ADR 0032): who generated, edited, approved, published, connected,
// invited… kept 90 days, newest first, filterable by kind of action and by person.
import { z } from 'zod';

export const ACTIVITY_ACTIONS = [
  'pin.generated',
  'pin.edited',
  'pin.approved',
  'pin.rescheduled',
  'pin.published',
  'pin.marked_posted',
  'pin.failed',
  'pin.deleted',
  'board.created',
  'board.deleted',
  'pinterest.connected',
  'pinterest.disconnected',
  'member.invited',
  'member.invitation_withdrawn',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'review_link.shared',
  'review_link.decided',
  'review_link.withdrawn',
  'workspace.created',
  'workspace.renamed',
  'workspace.plan_changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How the log names each action, after the person's name ("Ada approved …"). */
export const ACTIVITY_VERBS: Record<ActivityAction, string> = {
  'pin.generated': 'generated',
  'pin.edited': 'edited',
  'pin.approved': 'approved',
  'pin.rescheduled': 'rescheduled',
  'pin.published': 'published',
  'pin.marked_posted': 'marked as posted by hand',
  'pin.failed': 'could not publish',
  'pin.deleted': 'deleted',
  'board.created': 'created the board',
  'board.deleted': 'deleted the board',
  'pinterest.connected': 'connected Pinterest account',
  'pinterest.disconnected': 'disconnected Pinterest account',
  'member.invited': 'invited',
  'member.invitation_withdrawn': 'withdrew the invitation of',
  'member.joined': 'joined as',
  'member.role_changed': 'changed the role of',
  'member.removed': 'removed',
  'review_link.shared': 'shared for client approval:',
  'review_link.decided': 'decided on',
  'review_link.withdrawn': 'withdrew the review link',
  'workspace.created': 'created the workspace',
  'workspace.renamed': 'renamed the workspace',
  'workspace.plan_changed': 'changed the plan:',
};

/** The groups the log's filter offers: each is the part of an action before its dot. */
export const ACTIVITY_GROUPS = {
  pin: 'Pins',
  board: 'Boards',
  pinterest: 'Pinterest',
  member: 'Members',
  review_link: 'Client review',
  workspace: 'Workspace and plan',
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;

/** How long the log keeps an event. */
export const ACTIVITY_KEPT_DAYS = 90;
export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuery = z.object({
  group: z.enum(Object.keys(ACTIVITY_GROUPS) as [ActivityGroup, ...ActivityGroup[]]).optional(),
  /** Only what this person did. */
  actor_id: z.string().uuid().optional(),
  /** The cursor: the `next` of the page before. */
  before: z.string().max(200).optional(),
});

const activityEvent = z.object({
  id: z.string().uuid(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** Who did it: a member's id, or null for the system, a client or a member since gone. */
  actor_id: z.string().uuid().nullable(),
  /** The name at the time ("Ada Lovelace", "Dana (client)", "Pinloom"). */
  actor_name: z.string(),
  /** What it was done to, as the log shows it ("Pumpkin soup", "eli@example.com as editor"). */
  subject: z.string(),
  created_at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEvent>;

export const activityResponse = z.object({
  events: z.array(activityEvent),
  /** Pass as `before` for the next, older page; null at the end. */
  next: z.string().nullable(),
  /** The people who appear in the log, for the filter. */
  actors: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
