// A member of an Enterprise workspace asks for a phone call (POST /api/support/phone-calls, ADR
// 0033). Below Enterprise: 403 plan_feature naming the plan that has it. A preferred time already
// past on the server's clock is refused like any other invalid field.
import {
  type PhoneCall,
  type PhoneCallBody,
  PREFERRED_TIME_PAST_MESSAGE,
} from '../../../shared/api/phone-calls';
import { PHONE_SUPPORT_PLAN, PHONE_SUPPORT_REFUSED_MESSAGE } from '../../../shared/support-tiers';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { phoneCallRequests } from '../../db/schema-account';
import { toPhoneCallDto } from './phone-call-dto';
import { workspaceSupport } from './workspace-support';

export async function requestPhoneCall(options: {
  db: Database;
  userId: string;
  workspaceId: string;
  input: PhoneCallBody;
  now: Date;
}): Promise<PhoneCall> {
  const { input, now } = options;
  const { tier } = await workspaceSupport({ db: options.db, workspaceId: options.workspaceId, now });
  if (tier !== PHONE_SUPPORT_PLAN) throw new AppError('plan_feature', PHONE_SUPPORT_REFUSED_MESSAGE);
  const preferredAt = new Date(input.preferred_at);
  if (preferredAt.getTime() <= now.getTime()) {
    throw new AppError('validation_error', PREFERRED_TIME_PAST_MESSAGE);
  }
  const [row] = await options.db
    .insert(phoneCallRequests)
    .values({
      workspaceId: options.workspaceId,
      userId: options.userId,
      phone: input.phone,
      preferredAt,
      reason: input.reason,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the phone call insert returned no row');
  return toPhoneCallDto(row);
}
