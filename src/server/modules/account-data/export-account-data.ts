// "Download my data": everything the account holds, in the API's own shapes, read in one
// snapshot. Content is that of the workspaces the person pays for (workspaces.owner_id, ADR 0032):
// what is theirs to take away; the posting and AI settings and the Pinterest account are those of
// the first of them, which sign-up made, until the file has a place for each workspace. Nothing secret goes in
// (the shapes have no password hash, tokens, AI keys or Stripe ids); images go in as absolute links
// to the app's media, since a file cannot carry the pictures.
import { asc, eq, inArray } from 'drizzle-orm';
import { type AccountExport, EXPORT_FORMAT_VERSION } from '../../../shared/api/account';
import type { PhoneCall } from '../../../shared/api/phone-calls';
import {
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LINK_SPACING_HOURS,
  DEFAULT_POSTING_WINDOW_END,
  DEFAULT_POSTING_WINDOW_START,
  type UserSettings,
} from '../../../shared/api/schedule';
import type { Ticket } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import {
  boards,
  pins,
  pinterestConnections,
  type UserRow,
  workspaceAiSettings,
  workspaces,
} from '../../db/schema';
import { phoneCallRequests, supportMessages, supportTickets } from '../../db/schema-account';
import { toBoardDto } from '../boards';
import { listWorkspaceFeeds } from '../feeds';
import { type PinLinks, toPinDto } from '../pins';
import { listPromptVersions, toUserSettingsDto } from '../settings';
import { toPhoneCallDto } from '../support';
import { toUserDto } from '../user';

export async function exportAccountData(options: {
  db: Database;
  user: UserRow;
  links: PinLinks;
  /** Where the app is reached (e.g. https://pinloom.example): image links are made absolute with it. */
  origin: string;
  now: Date;
}): Promise<AccountExport> {
  const { user, links, origin } = options;
  const userId = user.id;
  // Repeatable read: boards, pins and tickets as they were at one instant, whatever runs meanwhile.
  return options.db.transaction(
    async (tx) => {
      const paidFor = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.ownerId, userId))
        .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
      const workspaceIds = paidFor.map((workspace) => workspace.id);
      const first = workspaceIds[0] ?? null;
      const boardRows = await tx
        .select()
        .from(boards)
        .where(inArray(boards.workspaceId, workspaceIds))
        .orderBy(asc(boards.sortOrder), asc(boards.id));
      const pinRows = await tx
        .select({ pin: pins, boardName: boards.name })
        .from(pins)
        .innerJoin(boards, eq(boards.id, pins.boardId))
        .where(inArray(pins.workspaceId, workspaceIds))
        .orderBy(asc(pins.createdAt), asc(pins.id));
      const [ai] = first
        ? await tx.select().from(workspaceAiSettings).where(eq(workspaceAiSettings.workspaceId, first))
        : [];
      // Every Pinterest account of the workspace, the default (oldest) first.
      const pinterest = first
        ? await tx
            .select({
              username: pinterestConnections.username,
              connectedAt: pinterestConnections.connectedAt,
            })
            .from(pinterestConnections)
            .where(eq(pinterestConnections.workspaceId, first))
            .orderBy(asc(pinterestConnections.createdAt), asc(pinterestConnections.id))
        : [];
      const feeds = [];
      for (const workspaceId of workspaceIds)
        feeds.push(...(await listWorkspaceFeeds({ db: tx, workspaceId })));
      return {
        format_version: EXPORT_FORMAT_VERSION,
        exported_at: options.now.toISOString(),
        profile: await toUserDto(tx, user),
        settings: paidFor[0] ? toUserSettingsDto(paidFor[0]) : defaultSettings(user.timeZone),
        ai_providers: {
          text_base_url: ai?.textBaseUrl ?? null,
          text_model: ai?.textModel ?? null,
          image_base_url: ai?.imageBaseUrl ?? null,
          image_model: ai?.imageModel ?? null,
        },
        pinterest_account: pinterest[0]
          ? { username: pinterest[0].username, connected_at: pinterest[0].connectedAt.toISOString() }
          : null,
        pinterest_accounts: pinterest.map((account) => ({
          username: account.username,
          connected_at: account.connectedAt.toISOString(),
        })),
        boards: boardRows.map(toBoardDto),
        feeds,
        pins: pinRows.map(({ pin, boardName }) => {
          const { filepath, ...rest } = toPinDto(pin, boardName, links);
          return { ...rest, image_url: filepath ? new URL(filepath, origin).href : null };
        }),
        support_tickets: await listTickets(tx, userId),
        phone_calls: await listPhoneCalls(tx, userId),
        custom_prompts: await listPromptVersions({ db: tx, workspaceIds }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The person's phone call requests, oldest first. */
async function listPhoneCalls(db: Database, userId: string): Promise<PhoneCall[]> {
  const rows = await db
    .select()
    .from(phoneCallRequests)
    .where(eq(phoneCallRequests.userId, userId))
    .orderBy(asc(phoneCallRequests.createdAt), asc(phoneCallRequests.id));
  return rows.map(toPhoneCallDto);
}

/** The user's support tickets with their threads, oldest first. */
async function listTickets(db: Database, userId: string): Promise<Ticket[]> {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id));
  if (tickets.length === 0) return [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(
      inArray(
        supportMessages.ticketId,
        tickets.map((ticket) => ticket.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return tickets.map((ticket) => {
    const thread = messages.filter((message) => message.ticketId === ticket.id);
    return {
      id: ticket.id,
      reference: `T-${ticket.number}`,
      subject: ticket.subject,
      category: ticket.category,
      status: ticket.status,
      tier: ticket.tier,
      created_at: ticket.createdAt.toISOString(),
      updated_at: ticket.updatedAt.toISOString(),
      message_count: thread.length,
      messages: thread.map((message) => ({
        id: message.id,
        author: message.author,
        author_name: message.authorName,
        body: message.body,
        created_at: message.createdAt.toISOString(),
      })),
    };
  });
}

/** What a person who pays for no workspace would start a new one with (ADR 0036). */
function defaultSettings(timeZone: string): UserSettings {
  return {
    posting_window_start: DEFAULT_POSTING_WINDOW_START,
    posting_window_end: DEFAULT_POSTING_WINDOW_END,
    image_style_default: DEFAULT_IMAGE_STYLE,
    time_zone: timeZone,
    link_spacing_hours: DEFAULT_LINK_SPACING_HOURS,
  };
}
