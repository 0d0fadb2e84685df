// The MCP server one request's key talks to (ADR 0048): its tools call the same use-cases as the
// web app's and /api/v1's routes, as the key's creator in the key's workspace. A read tool needs
// any key and the viewer role; a write tool the write scope and the role its web route needs (a
// refusal is a tool error naming why, as the route's message would). Answers are a few lines of
// text citing pin ids, with the same facts as structuredContent.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_METRICS } from '../../../shared/api/analytics';
import type { Pin } from '../../../shared/api/pins';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import { requireAuth, requireWorkspace } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { memberActor } from '../activity';
import { getAnalyticsSummary, getAnalyticsTop, scopeForPlan } from '../analytics';
import { WRITE_SCOPE_MESSAGE } from '../api-keys';
import { listBoards, toBoardDto } from '../boards';
import { type GenerationContext, generateBoardBatch, preparePagePins, runPagePins } from '../generation';
import { getPin, listPins, toPinDto } from '../pins';
import { approvePin, findNextAvailableTime, getTimeline, reschedulePin, updatePin } from '../schedule';
import { refuseBelow } from '../workspaces';

const SERVER_INFO = { name: 'pinloom', version: '1.0.0' };
const READ = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
/** Changes the workspace but removes nothing; doing it twice is not the same as once. */
const WRITE = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
} as const;
/** Replaces what was there (a pin's words, its time). */
const OVERWRITE = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
} as const;

const id = (what: string) => z.string().uuid(`${what} must be an id from an earlier answer`);
const isoTime = (what: string) =>
  z.iso.datetime({ offset: true, message: `${what} must be an ISO 8601 time like 2026-12-01T09:30:00Z` });

/** One line per pin: what an assistant needs to cite and act on it. */
function pinLine(pin: Pick<Pin, 'id' | 'title' | 'status' | 'board_name' | 'scheduled_time'>): string {
  const when = pin.scheduled_time ? `, ${pin.scheduled_time}` : '';
  return `- ${pin.id} "${pin.title}" (${pin.status}, board ${pin.board_name}${when})`;
}

function answer(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

export function buildMcpServer(
  app: FastifyInstance,
  request: FastifyRequest,
  rateLimits: RateLimitRules,
): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Pinloom makes Pinterest pins with AI and schedules them. Generate pins for a board, review them ' +
      '(list_pins_for_review, edit_pin), approve them into the schedule, and see or change the timeline. ' +
      'Cite pin ids when you report what you did.',
  });
  const membership = () => requireWorkspace(request);
  const workspaceId = () => membership().workspace.id;
  const actor = () => memberActor(requireAuth(request).user);
  /** A write tool's door: the key's write scope, then the role its web route needs. */
  const mayWrite = (role: WorkspaceRole) => {
    if (request.apiKeyScope !== 'write') throw new AppError('forbidden', WRITE_SCOPE_MESSAGE);
    refuseBelow(membership(), role);
  };
  const generation: GenerationContext = {
    db: app.db,
    media: app.media,
    ai: app.appConfig.ai,
    appSecret: app.appConfig.appSecret,
    pinterest: app.pinterest,
    outbound: app.outbound,
    providerFailureLimit: rateLimits.providerFailuresPerUser,
    clock: app.clock,
  };
  const pinsAnswer = (heading: string, pins: Pin[], extra: Record<string, unknown> = {}) =>
    answer([heading, ...pins.map(pinLine)].join('\n'), {
      pins: pins.map(({ id, title, status, board_id, board_name, scheduled_time }) => ({
        id,
        title,
        status,
        board_id,
        board_name,
        scheduled_time,
      })),
      ...extra,
    });

  server.registerTool(
    'list_boards',
    {
      title: 'List boards',
      description: 'The workspace’s boards in their saved order, with their ids and pins per day.',
      annotations: READ,
    },
    async () => {
      const boards = (await listBoards({ db: app.db, workspaceId: workspaceId() })).map(toBoardDto);
      const lines = boards.map((board) => `- ${board.id} "${board.name}" (${board.pins_per_day} pins a day)`);
      return answer([`${boards.length} boards:`, ...lines].join('\n'), {
        boards: boards.map(({ id, name, pins_per_day }) => ({ id, name, pins_per_day })),
      });
    },
  );

  server.registerTool(
    'generate_pins',
    {
      title: 'Generate pins',
      description:
        'Generate pins for a board: without url, the board’s batch (its pins per day); with url, 1–5 ' +
        'variants made from that page, linking to it. New pins wait in review. Uses the plan’s allowance.',
      inputSchema: {
        board_id: id('board_id'),
        url: z.url({ message: 'url must be an http or https address' }).optional(),
        count: z.number().int().min(1, 'count must be 1 to 5').max(5, 'count must be 1 to 5').optional(),
      },
      annotations: { ...WRITE, openWorldHint: true },
    },
    async ({ board_id, url, count }) => {
      mayWrite('contributor');
      const workspace = membership().workspace;
      if (url === undefined) {
        const made = await generateBoardBatch(generation, { workspace, boardId: board_id, actor: actor() });
        const heading = `Generated ${made.pins.length} pins, waiting in review:${made.message ? ` ${made.message}` : ''}`;
        return pinsAnswer(heading, made.pins, { message: made.message });
      }
      const prepared = await preparePagePins(generation, { workspace, boardId: board_id, count: count ?? 3 });
      const pins = await runPagePins(generation, { workspace, prepared, url, actor: actor() });
      return pinsAnswer(`Generated ${pins.length} pins from ${url}, waiting in review:`, pins);
    },
  );

  server.registerTool(
    'list_pins_for_review',
    {
      title: 'List pins waiting for review',
      description: 'Pins generated and not yet approved, newest first (at most `limit`, default 20).',
      inputSchema: {
        board_id: id('board_id').optional(),
        limit: z
          .number()
          .int()
          .min(1, 'limit must be 1 to 100')
          .max(100, 'limit must be 1 to 100')
          .optional(),
      },
      annotations: READ,
    },
    async ({ board_id, limit }) => {
      const found = await listPins({
        db: app.db,
        workspaceId: workspaceId(),
        filter: { status: ['generated'], limit: limit ?? 20, order: 'newest', ...(board_id && { board_id }) },
      });
      const pins = found.map(({ pin, boardName }) => toPinDto(pin, boardName, app));
      return pinsAnswer(`${pins.length} pins waiting for review:`, pins);
    },
  );

  server.registerTool(
    'approve_pin',
    {
      title: 'Approve a pin',
      description:
        'Approve a pin in review into the schedule: at scheduled_time if given, otherwise the next free slot.',
      inputSchema: { pin_id: id('pin_id'), scheduled_time: isoTime('scheduled_time').optional() },
      annotations: WRITE,
    },
    async ({ pin_id, scheduled_time }) => {
      mayWrite('editor');
      const placed = await approvePin({
        db: app.db,
        clock: app.clock,
        workspace: membership().workspace,
        pinId: pin_id,
        actor: actor(),
        scheduledTime: scheduled_time,
      });
      const pin = toPinDto(placed.pin, placed.boardName, app);
      const notice = placed.notice === null ? '' : `\n${placed.notice}`;
      return pinsAnswer(`Approved pin ${pin.id} for ${pin.scheduled_time}:${notice}`, [pin], {
        notice: placed.notice,
      });
    },
  );

  server.registerTool(
    'edit_pin',
    {
      title: 'Edit a pin',
      description:
        'Change a pin’s title, description, alt text or board (a new title redraws its image). Pins in ' +
        'review need the contributor role, scheduled ones the editor role; a posted pin cannot be edited.',
      inputSchema: {
        pin_id: id('pin_id'),
        title: z
          .string()
          .trim()
          .min(1, 'title must not be empty')
          .max(100, 'title must be at most 100 characters')
          .optional(),
        description: z.string().trim().max(500, 'description must be at most 500 characters').optional(),
        alt_text: z.string().trim().max(500, 'alt_text must be at most 500 characters').optional(),
        board_id: id('board_id').optional(),
      },
      annotations: OVERWRITE,
    },
    async ({ pin_id, ...input }) => {
      mayWrite('contributor');
      const edited = await updatePin({
        db: app.db,
        workspace: membership().workspace,
        pinId: pin_id,
        actor: actor(),
        media: app.media,
        ai: app.appConfig.ai,
        appSecret: app.appConfig.appSecret,
        repaintLimit: rateLimits.repaintPerUser,
        outbound: app.outbound,
        providerFailureLimit: rateLimits.providerFailuresPerUser,
        log: request.log,
        clock: app.clock,
        input,
        outsideReview: () => refuseBelow(membership(), 'editor'),
      });
      const pin = toPinDto(edited.pin, edited.boardName, app);
      return pinsAnswer(`Edited pin ${pin.id}:`, [pin]);
    },
  );

  server.registerTool(
    'get_timeline',
    {
      title: 'See the timeline',
      description:
        'Scheduled, publishing, failed and posted pins from 7 days ago to 30 days ahead, by day in the ' +
        'workspace’s time zone (days without pins are left out).',
      annotations: READ,
    },
    async () => {
      const { workspace } = membership();
      const timeline = await getTimeline({
        db: app.db,
        links: app,
        workspaceId: workspace.id,
        timeZone: workspace.timeZone,
        now: app.clock.now(),
      });
      const days = timeline.days.filter((day) => day.pins.length > 0);
      const lines = days.flatMap((day) => [`${day.date}:`, ...day.pins.map((pin) => `  ${pinLine(pin)}`)]);
      const later = timeline.later_count > 0 ? [`${timeline.later_count} more pins later.`] : [];
      return answer(
        [`Timeline in ${timeline.time_zone} (today ${timeline.today}):`, ...lines, ...later].join('\n'),
        {
          time_zone: timeline.time_zone,
          today: timeline.today,
          days: days.map((day) => ({ date: day.date, pin_ids: day.pins.map((pin) => pin.id) })),
          later_count: timeline.later_count,
          publishing: timeline.publishing.connection,
        },
      );
    },
  );

  server.registerTool(
    'next_free_slot',
    {
      title: 'Next free slot',
      description:
        'The next free time in the posting window; with pin_id, the time that pin would get (it also keeps ' +
        'the spacing from its board’s pins with the same link).',
      inputSchema: { pin_id: id('pin_id').optional() },
      annotations: READ,
    },
    async ({ pin_id }) => {
      const { workspace } = membership();
      const pin =
        pin_id === undefined
          ? undefined
          : (await getPin({ db: app.db, workspaceId: workspace.id, pinId: pin_id })).pin;
      const found = await findNextAvailableTime({
        db: app.db,
        workspaceId: workspace.id,
        settings: workspace,
        clock: app.clock,
        ...(pin && { pin }),
      });
      const time = found.time.toISOString();
      const notice = found.notice === null ? '' : ` ${found.notice}`;
      return answer(`Next free slot${pin_id ? ` for pin ${pin_id}` : ''}: ${time}.${notice}`, {
        scheduled_time: time,
        notice: found.notice,
      });
    },
  );

  server.registerTool(
    'reschedule_pin',
    {
      title: 'Reschedule a pin',
      description: 'Give a scheduled pin a new time (in the future, on a day with room).',
      inputSchema: { pin_id: id('pin_id'), scheduled_time: isoTime('scheduled_time') },
      annotations: OVERWRITE,
    },
    async ({ pin_id, scheduled_time }) => {
      mayWrite('editor');
      const moved = await reschedulePin({
        db: app.db,
        clock: app.clock,
        workspace: membership().workspace,
        pinId: pin_id,
        actor: actor(),
        scheduledTime: scheduled_time,
      });
      const pin = toPinDto(moved.pin, moved.boardName, app);
      return pinsAnswer(`Rescheduled pin ${pin.id} to ${pin.scheduled_time}:`, [pin]);
    },
  );

  server.registerTool(
    'pin_analytics',
    {
      title: 'How pins did',
      description:
        'Pinterest’s figures for the last 7, 30 or 90 days (default 30): impressions, saves, pin clicks ' +
        'and outbound clicks against the period before, and the top pins by impressions with their ids.',
      inputSchema: {
        days: z.enum(['7', '30', '90'], { message: 'days must be "7", "30" or "90"' }).optional(),
        board_id: id('board_id').optional(),
      },
      annotations: READ,
    },
    async ({ days, board_id }) => {
      const workspace = membership().workspace;
      const now = app.clock.now();
      const query = { days: days ?? '30', ...(board_id && { board_id }) };
      // Top pins are the detailed tier's; the API's plan (Enterprise) has every tier.
      const scope = await scopeForPlan(app.db, workspace, query, now, 'analytics_detailed');
      const summary = await getAnalyticsSummary({ db: app.db, scope, now });
      const top = await getAnalyticsTop(app.db, scope, app);
      const { from, to } = summary.range;
      const totals = ANALYTICS_METRICS.map((metric) => {
        const { value, change } = summary.totals[metric];
        const trend = change === null ? '' : ` (${change >= 0 ? '+' : ''}${Math.round(change * 100)}%)`;
        return `${value} ${metric.replace('_', ' ')}s${trend}`;
      });
      const lines = top.pins
        .slice(0, 5)
        .map(
          (pin) =>
            `- ${pin.pin_id} "${pin.title}" (board ${pin.board_name}): ${pin.impression} impressions, ${pin.outbound_click} outbound clicks`,
        );
      const collection = summary.collection.message ? `\n${summary.collection.message}` : '';
      return answer(
        [
          `${from} to ${to}, ${summary.pins_measured} pins measured: ${totals.join(', ')}.${collection}`,
          ...(lines.length ? ['Top pins:', ...lines] : []),
        ].join('\n'),
        {
          range: summary.range,
          totals: summary.totals,
          pins_measured: summary.pins_measured,
          top_pins: top.pins.slice(0, 5),
        },
      );
    },
  );

  return server;
}
