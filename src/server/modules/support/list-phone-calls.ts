// The signed-in person's own phone call requests (GET /api/support/phone-calls, …/{id}): another
// person's, an unknown one and a malformed id are all the same 404.
import { and, desc, eq } from 'drizzle-orm';
import { PHONE_CALL_NOT_FOUND_MESSAGE, type PhoneCall } from '../../../shared/api/phone-calls';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { phoneCallRequests } from '../../db/schema-account';
import { isUuid } from '../../db/uuid';
import { toPhoneCallDto } from './phone-call-dto';

export async function listPhoneCalls(options: { db: Database; userId: string }): Promise<PhoneCall[]> {
  const rows = await options.db
    .select()
    .from(phoneCallRequests)
    .where(eq(phoneCallRequests.userId, options.userId))
    .orderBy(desc(phoneCallRequests.createdAt), desc(phoneCallRequests.id));
  return rows.map(toPhoneCallDto);
}

export async function getPhoneCall(options: {
  db: Database;
  userId: string;
  phoneCallId: string;
}): Promise<PhoneCall> {
  if (!isUuid(options.phoneCallId)) throw new AppError('not_found', PHONE_CALL_NOT_FOUND_MESSAGE);
  const [row] = await options.db
    .select()
    .from(phoneCallRequests)
    .where(and(eq(phoneCallRequests.id, options.phoneCallId), eq(phoneCallRequests.userId, options.userId)));
  if (!row) throw new AppError('not_found', PHONE_CALL_NOT_FOUND_MESSAGE);
  return toPhoneCallDto(row);
}
