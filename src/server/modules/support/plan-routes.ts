// Support by plan (ADR 0033): GET /api/support/plan, what the workspace's plan gives in support, and
// /api/support/phone-calls, an Enterprise workspace's requests for a phone call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../shared/api/common';
import { phoneCallBody, phoneCallListResponse, phoneCallResponse } from '../../../shared/api/phone-calls';
import { supportPlanResponse } from '../../../shared/api/support-plan';
import { guardRoutes, requireWorkspace, signedInUserId } from '../../http/auth-guard';
import { limitRequests, type RateLimitRules } from '../../http/rate-limit';
import { getSupportPlan } from './get-support-plan';
import { getPhoneCall, listPhoneCalls } from './list-phone-calls';
import { requestPhoneCall } from './request-phone-call';

export const supportPlanRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const route = guardRoutes(app, 'user', ['support']);

  app.get(
    '/support/plan',
    route('viewer', {
      summary:
        "The support of the workspace's plan: first-response target, phone support, the account manager",
      response: { 200: supportPlanResponse },
    }),
    async (request) =>
      getSupportPlan({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/support/phone-calls',
    {
      ...route('viewer', {
        summary: 'Ask for a phone call (Enterprise): number, preferred time and reason',
        body: phoneCallBody,
        response: { 201: phoneCallResponse, 400: errorResponse, 429: errorResponse },
      }),
      // Counted with the person's new tickets: a call request is a ticket by phone.
      preHandler: limitRequests(app, (request) => [
        { key: `phone-calls:user:${signedInUserId(request)}`, rule: rateLimits.ticketsPerUser },
      ]),
    },
    async (request, reply) => {
      const phoneCall = await requestPhoneCall({
        db: app.db,
        userId: signedInUserId(request),
        workspaceId: requireWorkspace(request).workspace.id,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ phone_call: phoneCall });
    },
  );

  app.get(
    '/support/phone-calls',
    route('self', {
      summary: 'The signed-in person’s phone call requests, newest first',
      response: { 200: phoneCallListResponse },
    }),
    async (request) => ({
      phone_calls: await listPhoneCalls({ db: app.db, userId: signedInUserId(request) }),
    }),
  );

  app.get(
    '/support/phone-calls/:id',
    route('self', {
      summary: 'One of the signed-in person’s phone call requests',
      params: idParams,
      response: { 200: phoneCallResponse, 404: errorResponse },
    }),
    async (request) => ({
      phone_call: await getPhoneCall({
        db: app.db,
        userId: signedInUserId(request),
        phoneCallId: request.params.id,
      }),
    }),
  );
};
