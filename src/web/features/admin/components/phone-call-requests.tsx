// The Support tab's phone call requests (ADR 0033): Enterprise customers asking to be called,
// waiting ones first by preferred time, each with its number, time and reason, and Mark done (or
// Requested again, for one marked by mistake).
import { Phone } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminPhoneCall } from '../../../../shared/api/phone-calls';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { toastOnFailure } from '../../../lib/failure-toast';
import { useAdminPhoneCalls } from '../api/get-admin-phone-calls';
import { useSetPhoneCallStatus } from '../api/set-phone-call-status';
import { formatDateTime } from '../utils/formatting';
import { DetailCard } from './detail-card';
import { StatusToggleButton } from './status-toggle-button';

const STATUS_ERROR = 'Could not change the phone call request. Please try again.';

function PhoneCallRow({ call }: { call: AdminPhoneCall }) {
  const setStatus = useSetPhoneCallStatus();
  const done = call.status === 'done';
  const change = () =>
    setStatus.mutate(
      { id: call.id, status: done ? 'requested' : 'done' },
      {
        onSuccess: () =>
          toast.success(done ? 'Marked as waiting again.' : `Call with ${call.customer_name} done.`),
        onError: toastOnFailure(STATUS_ERROR),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {call.customer_name} · <a href={`tel:${call.phone.replace(/[^\d+]/g, '')}`}>{call.phone}</a>
        </p>
        <p className="text-xs text-slate-600">
          {call.customer_email} · {call.workspace_name} · preferred{' '}
          <time dateTime={call.preferred_at}>{formatDateTime(call.preferred_at)}</time>
          {call.done_at && (
            <>
              {' '}
              · done <time dateTime={call.done_at}>{formatDateTime(call.done_at)}</time>
            </>
          )}
        </p>
        <p className="mt-1 break-words whitespace-pre-line text-slate-700">{call.reason}</p>
      </div>
      <StatusToggleButton settled={done} onClick={change} disabled={setStatus.isPending} size="sm">
        {done ? 'Requested again' : 'Mark done'}
      </StatusToggleButton>
    </li>
  );
}

export function PhoneCallRequests() {
  const calls = useAdminPhoneCalls('');
  const waiting = calls.data?.phone_calls.filter((call) => call.status === 'requested').length ?? 0;
  return (
    <DetailCard
      icon={Phone}
      title="Phone call requests"
      aside={calls.data && <span className="text-sm text-slate-600">{waiting} waiting</span>}
    >
      {calls.isPending ? (
        <LoadingBlock label="Loading phone call requests" />
      ) : calls.isError ? (
        <ErrorBlock
          title="Could not load the phone call requests"
          description="The server did not answer as expected."
          onRetry={() => void calls.refetch()}
        />
      ) : calls.data.phone_calls.length === 0 ? (
        <p className="text-sm text-slate-600">No Enterprise customer has asked for a call.</p>
      ) : (
        <ul aria-label="Phone call requests" className="divide-y divide-slate-100">
          {calls.data.phone_calls.map((call) => (
            <PhoneCallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
