// One webhook endpoint's last 50 deliveries (ADR 0050), newest first: the event, when, its state
// (delivered, waiting for the next try, failed for good), the attempts and what the receiver last
// answered; each can be sent again with the same webhook-id.
import type { WebhookDeliveryDto } from '../../../../shared/api/webhooks';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the receiver said to a delivery, in a sentence. */
export function deliveryOutcome(delivery: Pick<WebhookDeliveryDto, 'last_status' | 'last_answer'>): string {
  if (delivery.last_status !== null) return `answered ${delivery.last_status}`;
  return delivery.last_answer ? `not reached: ${delivery.last_answer}` : 'not sent yet';
}

function state(delivery: WebhookDeliveryDto): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.next_attempt_at ? `Pending, next try ${when(delivery.next_attempt_at)}` : 'Pending';
}

export function WebhookDeliveries({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery();
  if (deliveries.isPending) return <LoadingBlock label="Loading the deliveries" />;
  if (deliveries.isError) return <FormAlert message={deliveries.error.message} />;
  const rows = deliveries.data.deliveries;
  if (rows.length === 0) return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <div className="space-y-2">
      {resend.isError && (
        <FormAlert message={readableErrorMessage(resend.error, 'The delivery was not sent again.')} />
      )}
      <ul className="space-y-2" aria-label="Deliveries">
        {rows.map((delivery) => (
          <li
            key={delivery.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700"
          >
            <div className="min-w-0">
              <p>
                <span className="font-mono font-semibold text-slate-900">{delivery.type}</span> ·{' '}
                {when(delivery.created_at)}
              </p>
              <p>
                {state(delivery)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'} ·{' '}
                <span className="break-all">{deliveryOutcome(delivery)}</span>
              </p>
            </div>
            {canResend && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Resend ${delivery.type} of ${when(delivery.created_at)}`}
                disabled={resend.isPending}
                onClick={() => resend.mutate({ endpointId, deliveryId: delivery.id })}
              >
                Resend
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
