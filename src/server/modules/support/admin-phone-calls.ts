// The Support tab's phone call requests (GET /api/admin/support/phone-calls): waiting ones first,
// the soonest preferred time first; staff mark one done, or requested again, and the change history
// records it (PUT …/{id}/status).
import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  type AdminPhoneCall,
  PHONE_CALL_NOT_FOUND_MESSAGE,
  type PhoneCallStatus,
} from '../../../shared/api/phone-calls';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type UserRow, users, workspaces } from '../../db/schema';
import { phoneCallRequests } from '../../db/schema-account';
import { isUuid } from '../../db/uuid';
import { recordAudit } from '../admin';
import { customerName } from './open-ticket';
import { toAdminPhoneCall } from './phone-call-dto';

function selectPhoneCalls(db: Database) {
  return db
    .select({
      call: getTableColumns(phoneCallRequests),
      customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      workspaceName: workspaces.name,
    })
    .from(phoneCallRequests)
    .innerJoin(users, eq(users.id, phoneCallRequests.userId))
    .innerJoin(workspaces, eq(workspaces.id, phoneCallRequests.workspaceId));
}

type Selected = Awaited<ReturnType<typeof selectPhoneCalls>>[number];

const toAdmin = (row: Selected) =>
  toAdminPhoneCall(row.call, {
    customer: { name: customerName(row.customer), email: row.customer.email },
    workspaceName: row.workspaceName,
  });

export async function listAdminPhoneCalls(options: {
  db: Database;
  status?: PhoneCallStatus;
}): Promise<AdminPhoneCall[]> {
  const rows = await selectPhoneCalls(options.db)
    .where(options.status ? eq(phoneCallRequests.status, options.status) : undefined)
    .orderBy(
      asc(sql`case ${phoneCallRequests.status} when 'requested' then 0 else 1 end`),
      asc(sql`case when ${phoneCallRequests.status} = 'requested' then ${phoneCallRequests.preferredAt} end`),
      desc(phoneCallRequests.doneAt),
      desc(phoneCallRequests.createdAt),
    )
    // Requests are few (Enterprise customers asking for a call): the newest 200 are enough to show.
    .limit(200);
  return rows.map(toAdmin);
}

export async function setPhoneCallStatus(options: {
  db: Database;
  staff: UserRow;
  phoneCallId: string;
  status: PhoneCallStatus;
  now: Date;
}): Promise<AdminPhoneCall> {
  if (!isUuid(options.phoneCallId)) throw new AppError('not_found', PHONE_CALL_NOT_FOUND_MESSAGE);
  return options.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(phoneCallRequests)
      .where(eq(phoneCallRequests.id, options.phoneCallId))
      .for('update');
    if (!current) throw new AppError('not_found', PHONE_CALL_NOT_FOUND_MESSAGE);
    if (current.status !== options.status) {
      const done = options.status === 'done';
      await tx
        .update(phoneCallRequests)
        .set({
          status: options.status,
          doneAt: done ? options.now : null,
          doneByAdminId: done ? options.staff.id : null,
        })
        .where(eq(phoneCallRequests.id, current.id));
      // The request's id only: the change history outlives it, so no number or reason goes in it.
      await recordAudit({
        db: tx,
        admin: options.staff,
        action: 'phone_call.status',
        target: current.id,
        oldValue: current.status,
        newValue: options.status,
      });
    }
    const [row] = await selectPhoneCalls(tx).where(eq(phoneCallRequests.id, current.id));
    if (!row) throw new AppError('not_found', PHONE_CALL_NOT_FOUND_MESSAGE);
    return toAdmin(row);
  });
}
