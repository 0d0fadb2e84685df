// The workspace's webhook endpoints (ADR 0050): each with its URL, events and state, and what a person
// does with one: send a test event (and read what the receiver answered), open its last deliveries,
// disable or enable it, delete it. `inForce` false (a downgraded workspace): only deleting is left.
import { ChevronDown, ChevronUp, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { WebhookEndpointDto } from '../../../../shared/api/webhooks';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useDeleteWebhookEndpoint, useSendTestWebhook, useUpdateWebhookEndpoint } from '../api/webhooks';
import { deliveryOutcome, WebhookDeliveries } from './webhook-deliveries';

export function WebhookEndpointList({
  endpoints,
  inForce,
}: {
  endpoints: WebhookEndpointDto[];
  inForce: boolean;
}) {
  if (endpoints.length === 0) return <p className="text-sm text-slate-600">No webhook endpoints yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200" aria-label="Webhook endpoints">
      {endpoints.map((endpoint) => (
        <EndpointItem key={endpoint.id} endpoint={endpoint} inForce={inForce} />
      ))}
    </ul>
  );
}

function EndpointItem({ endpoint, inForce }: { endpoint: WebhookEndpointDto; inForce: boolean }) {
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const test = useSendTestWebhook();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState(false);
  const failed = update.error ?? remove.error ?? test.error;

  const ask = async () => {
    const sure = await confirm({
      title: `Delete the webhook to ${endpoint.url}?`,
      description: 'It hears no more events and its deliveries are deleted. This cannot be undone.',
      confirmLabel: 'Delete webhook',
    });
    if (sure) remove.mutate(endpoint.id);
  };
  const setEnabled = (enabled: boolean) => update.mutate({ endpointId: endpoint.id, body: { enabled } });

  return (
    <li className="space-y-3 px-4 py-3">
      <div className="min-w-0 text-sm">
        <p className="break-all font-semibold text-slate-900">{endpoint.url}</p>
        <p className="font-mono text-xs text-slate-600">{endpoint.events.join(', ')}</p>
        <p className="text-xs text-slate-600">
          {endpoint.enabled
            ? 'Enabled'
            : `Disabled${endpoint.disabled_reason ? `: ${endpoint.disabled_reason}` : ''}`}
          {endpoint.consecutive_failures > 0 && ` · ${endpoint.consecutive_failures} failed in a row`}
        </p>
      </div>
      {test.data && (
        <p className="text-sm text-slate-700" role="status">
          Test event sent: {deliveryOutcome(test.data.delivery)}.
        </p>
      )}
      {failed && <FormAlert message={readableErrorMessage(failed, 'That did not work.')} />}
      <div className="flex flex-wrap gap-2">
        {inForce && endpoint.enabled && (
          <Button
            variant="secondary"
            size="sm"
            disabled={test.isPending}
            onClick={() => test.mutate(endpoint.id)}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            Send test event
          </Button>
        )}
        {inForce && (
          <Button
            variant="secondary"
            size="sm"
            disabled={update.isPending}
            onClick={() => setEnabled(!endpoint.enabled)}
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
        )}
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? (
            <ChevronUp className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          )}
          Deliveries
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Delete the webhook to ${endpoint.url}`}
          onClick={ask}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
      {open && <WebhookDeliveries endpointId={endpoint.id} canResend={inForce} />}
      {dialog}
    </li>
  );
}
