// /api/v1 timeline and next free slot (ADR 0049): read routes, each through the schedule module's
// own use-case; this file only maps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { timelineResponse } from '../../../shared/api/schedule';
import { v1NextSlotQuery, v1NextSlotResponse } from '../../../shared/api/v1';
import { requireWorkspace } from '../../http/auth-guard';
import { getPin } from '../pins';
import { findNextAvailableTime, getTimeline } from '../schedule';
import { keyRoute } from './v1-route-options';

export const v1ScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline',
    keyRoute('read', 'viewer', {
      summary:
        'The schedule from 7 days ago to 30 days ahead, day by day in the workspace’s time zone; pins planned later, and older pins still waiting',
      response: { 200: timelineResponse },
    }),
    async (request) => {
      const { workspace } = requireWorkspace(request);
      return getTimeline({
        db: app.db,
        links: app,
        workspaceId: workspace.id,
        timeZone: workspace.timeZone,
        now: app.clock.now(),
      });
    },
  );

  app.get(
    '/next-free-slot',
    keyRoute('read', 'viewer', {
      summary: 'The next free slot: the first day from today with room, in the posting window',
      description:
        'With pin_id, the slot for that pin: also spaced from the pins of its board with the same link ' +
        '(notice says when that moved it). A month with no room is 409.',
      querystring: v1NextSlotQuery,
      response: { 200: v1NextSlotResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => {
      const { workspace } = requireWorkspace(request);
      const pinId = request.query.pin_id;
      const pin =
        pinId === undefined
          ? undefined
          : (await getPin({ db: app.db, workspaceId: workspace.id, pinId })).pin;
      const { time, notice } = await findNextAvailableTime({
        db: app.db,
        workspaceId: workspace.id,
        settings: workspace,
        clock: app.clock,
        ...(pin && { pin }),
      });
      return { scheduled_time: time.toISOString(), ...(notice !== null && { notice }) };
    },
  );
};
