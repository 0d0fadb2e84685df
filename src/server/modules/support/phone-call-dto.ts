// Phone call requests as the API shows them (src/shared/api/phone-calls.ts).
import type { AdminPhoneCall, PhoneCall } from '../../../shared/api/phone-calls';
import type { PhoneCallRequestRow } from '../../db/schema-account';

export function toPhoneCallDto(row: PhoneCallRequestRow): PhoneCall {
  return {
    id: row.id,
    phone: row.phone,
    preferred_at: row.preferredAt.toISOString(),
    reason: row.reason,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
  };
}

export interface PhoneCallContext {
  customer: { name: string; email: string };
  workspaceName: string;
}

export function toAdminPhoneCall(row: PhoneCallRequestRow, context: PhoneCallContext): AdminPhoneCall {
  return {
    ...toPhoneCallDto(row),
    customer_name: context.customer.name,
    customer_email: context.customer.email,
    user_id: row.userId,
    workspace_id: row.workspaceId,
    workspace_name: context.workspaceName,
  };
}
