// The schedule: approving pins into it, editing a pin (PUT /pins/{id}), the timeline and its
// operations (mark posted, reschedule, drag to a day) and the next free slot, of the request's
// workspace. Every route needs a user session and names the least workspace role it needs (ADR
// 0032): viewers read, contributors edit, editors approve and change the schedule. Paths are ours
// (docs/product.md §7 "Timeline operations" does not show them).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { pinIdParams, pinResponse } from '../../../shared/api/pins';
import {
  approvePinBody,
  bulkApprovePinsBody,
  bulkApprovePinsResponse,
  MAX_BULK_APPROVE,
  movePinBody,
  nextAvailableTimeQuery,
  nextAvailableTimeResponse,
  reschedulePinBody,
  scheduledPinResponse,
  timelineResponse,
  updatePinBody,
} from '../../../shared/api/schedule';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { gzipAnswer } from '../../http/gzip-answer';
import type { RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { memberActor } from '../activity';
import { getPin, type PinWithBoard, toPinDto } from '../pins';
import { refuseBelow } from '../workspaces';
import { type Approval, approvePin } from './approve-pin';
import { bulkApprovePins } from './bulk-approve-pins';
import { findNextAvailableTime } from './find-next-available-time';
import { getTimeline } from './get-timeline';
import { markPinPosted } from './mark-pin-posted';
import { movePin } from './move-pin';
import { reschedulePin } from './reschedule-pin';
import { updatePin } from './update-pin';

const tags = ['schedule'];
const security = [{ bearerAuth: [] }];
// 403: a role below the route's; 404 also for a workspace the person is not a member of.
const pinChange = {
  200: pinResponse,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const scheduleRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const clock = app.clock;
  const answer = ({ pin, boardName }: PinWithBoard) => ({ pin: toPinDto(pin, boardName, app) });
  // An approval or a move says why the link rule placed the pin later than usual.
  const answerPlaced = (placed: Approval) => ({
    ...answer(placed),
    ...(placed.notice !== null && { notice: placed.notice }),
    ...(placed.reason !== null && { reason: placed.reason }),
  });
  const pinPlaced = { ...pinChange, 200: scheduledPinResponse };
  // Which pin of which workspace: what every /pins/:id use-case is given.
  const workspacePin = (request: FastifyRequest & { params: { id: string } }) => ({
    db: app.db,
    workspace: requireWorkspace(request).workspace,
    pinId: request.params.id,
    actor: memberActor(requireAuth(request).user),
  });

  app.get(
    '/timeline',
    {
      schema: {
        tags,
        security,
        summary:
          'Scheduled, publishing, failed and posted pins from 7 days ago to 30 days ahead, by day; pins planned later, and pins before that still waiting',
        response: { 200: timelineResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      onSend: gzipAnswer,
      ...needsRole('viewer'),
    },
    async (request) =>
      getTimeline({
        db: app.db,
        links: app,
        workspaceId: requireWorkspace(request).workspace.id,
        timeZone: requireWorkspace(request).workspace.timeZone,
        now: clock.now(),
      }),
  );

  app.get(
    '/next-available-time',
    {
      schema: {
        tags,
        security,
        summary:
          'The suggested time on the first day from today with room: in the posting window, 30 minutes from the workspace’s other pins',
        description:
          'With pin_id, the suggestion for that pin: also at least link_spacing_hours (a setting of the ' +
          'workspace) from ' +
          'the pins of its board with the same link, with a notice when that moved it.',
        querystring: nextAvailableTimeQuery,
        response: {
          200: nextAvailableTimeResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
      ...needsRole('viewer'),
    },
    async (request) => {
      const workspaceId = requireWorkspace(request).workspace.id;
      const pinId = request.query.pin_id;
      // Another workspace's pin is 'Pin not found', like a missing one.
      const pin = pinId === undefined ? undefined : (await getPin({ db: app.db, workspaceId, pinId })).pin;
      const settings = requireWorkspace(request).workspace;
      const { time, notice, reason } = await findNextAvailableTime({
        db: app.db,
        workspaceId,
        settings,
        clock,
        ...(pin && { pin }),
      });
      return { scheduledTime: time.toISOString(), ...(notice !== null && { notice }), reason };
    },
  );

  app.put(
    '/pins/:id',
    {
      schema: {
        // Listed with the other /api/pins routes.
        tags: ['pins'],
        security,
        summary: 'Edit a pin’s board, title, description, alt text or time (a posted pin cannot be edited)',
        params: pinIdParams,
        body: updatePinBody,
        response: {
          ...pinChange,
          // A move to a board of another look paints new artwork: limited per workspace when a model
          // paints it (429), and the AI image provider may fail (502). A new title or board redraws
          // the image in the image pool: busy (429), or its thread failed (503 image_failed).
          429: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
      ...needsRole('contributor'),
    },
    async (request) => {
      const edited = await updatePin({
        ...workspacePin(request),
        media: app.media,
        ai: app.appConfig.ai,
        appSecret: app.appConfig.appSecret,
        repaintLimit: rateLimits.repaintPerUser,
        outbound: app.outbound,
        providerFailureLimit: rateLimits.providerFailuresPerUser,
        log: request.log,
        clock,
        input: request.body,
        // Contributors edit pins in review only; a scheduled pin's changes are an editor's.
        outsideReview: () => refuseBelow(requireWorkspace(request), 'editor'),
      });
      return answer(edited);
    },
  );

  app.post(
    '/pins/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a pin in review: generated → scheduled, at the given time or the next free slot',
        description:
          'A pin with the same image as a scheduled or posted pin of its board is refused (409), and so ' +
          'is a given time closer than link_spacing_hours to a pin of its board with the same link. A ' +
          'picked time keeps that spacing; when it made the time later than usual, notice says why.',
        params: pinIdParams,
        body: approvePinBody.nullish(),
        response: pinPlaced,
      },
      ...needsRole('editor'),
    },
    async (request) =>
      answerPlaced(
        await approvePin({ ...workspacePin(request), clock, scheduledTime: request.body?.scheduled_time }),
      ),
  );

  app.post(
    '/pins/bulk-approve',
    {
      schema: {
        tags,
        security,
        summary: `Approve up to ${MAX_BULK_APPROVE} pins in review into the next free slots, in the order given`,
        description:
          'Each pin is approved as a single approval without a time would be, spaced from the ones ' +
          'before it. Pins that cannot be approved (not found, not in review, no free day) stay in ' +
          'review and are listed with the reason; the others are approved.',
        body: bulkApprovePinsBody,
        response: {
          200: bulkApprovePinsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const { approved, notApproved } = await bulkApprovePins({
        db: app.db,
        clock,
        workspace: requireWorkspace(request).workspace,
        pinIds: request.body.pin_ids,
        actor: memberActor(requireAuth(request).user),
      });
      return {
        approved: approved.map((item) => answer(item).pin),
        not_approved: notApproved,
        notices: approved.flatMap(({ pin, notice }) => (notice === null ? [] : [{ pin_id: pin.id, notice }])),
        reasons: approved.flatMap(({ pin, reason }) => (reason === null ? [] : [{ pin_id: pin.id, reason }])),
      };
    },
  );

  app.post(
    '/pins/:id/mark-posted',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a scheduled pin as posted by hand: posted_at and scheduled_time become now',
        params: pinIdParams,
        response: pinChange,
      },
      ...needsRole('editor'),
    },
    async (request) => answer(await markPinPosted({ ...workspacePin(request), now: clock.now() })),
  );

  app.post(
    '/pins/:id/reschedule',
    {
      schema: {
        tags,
        security,
        summary: 'Give a scheduled pin a new time (future, on a day with room)',
        params: pinIdParams,
        body: reschedulePinBody,
        response: pinChange,
      },
      ...needsRole('editor'),
    },
    async (request) =>
      answer(
        await reschedulePin({ ...workspacePin(request), clock, scheduledTime: request.body.scheduled_time }),
      ),
  );

  app.post(
    '/pins/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Drop a scheduled pin on a day (today to 30 days ahead); the server picks the time',
        params: pinIdParams,
        body: movePinBody,
        response: pinPlaced,
      },
      ...needsRole('editor'),
    },
    async (request) =>
      answerPlaced(await movePin({ ...workspacePin(request), clock, date: request.body.date })),
  );
};
