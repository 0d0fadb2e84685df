// Settings → API's webhooks (ADR 0050): the URLs Pinloom tells when something happens, each with the
// events it hears. Adding one shows its signing secret once; each endpoint can send a test event,
// show its last deliveries with the receiver's answers (and resend one), be disabled, enabled again
// or deleted. Below Enterprise the card says the feature is locked and offers the upgrade; endpoints
// a downgraded workspace kept are listed and can be deleted.
import { Plus, Webhook } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../shared/api/webhooks';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { SectionCard } from '../../../components/ui/section-card';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useCreateWebhookEndpoint, useWebhookEndpoints } from '../api/webhooks';
import { LockedByRole } from './locked-by-role';
import { SecretShownOnce } from './secret-shown-once';
import { WebhookEndpointList } from './webhook-endpoint-list';

/**
 * Shown with a new endpoint's signing secret.
 * @internal for tests and benchmarks, not production code (as an export)
 */
export const SECRET_SHOWN_ONCE = 'Copy this signing secret now. You will not be able to see it again.';

/** What each event means, in the words of the form. */
const EVENT_LABELS: Record<WebhookEvent, string> = {
  'pin.generated': 'A pin was generated',
  'pin.approved': 'A pin was approved into the schedule',
  'pin.published': 'A pin was published on Pinterest',
  'pin.failed': 'A pin failed to publish',
  'pinterest.connection_lost': 'A Pinterest connection needs reconnecting',
  'plan.changed': 'The workspace’s plan changed',
};

/** `lockedReason`: the person's role may not manage webhooks (admins and owners do). */
export function WebhooksCard({ lockedReason }: { lockedReason?: string } = {}) {
  return (
    <SectionCard
      headingId="webhooks-heading"
      icon={Webhook}
      title="Webhooks"
      description={
        <>
          Pinloom tells your systems when something happens: a signed POST to your URL for each event you pick
          (Standard Webhooks). How to check the signature is in the{' '}
          <Link to="/developers#webhooks" className="font-medium text-brand-700 underline">
            developer docs
          </Link>
          .
        </>
      }
    >
      {lockedReason ? <LockedByRole reason={lockedReason} /> : <WebhookSettings />}
    </SectionCard>
  );
}

function WebhookSettings() {
  const endpoints = useWebhookEndpoints();
  if (endpoints.isPending) return <LoadingBlock label="Loading your webhooks" />;
  if (endpoints.isError) return <FormAlert message={endpoints.error.message} />;
  return (
    <div className="space-y-6">
      {endpoints.data.in_force ? <NewEndpointForm /> : <LockedFeatureNotice feature="api_access" />}
      <WebhookEndpointList endpoints={endpoints.data.endpoints} inForce={endpoints.data.in_force} />
    </div>
  );
}

function NewEndpointForm() {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) => WEBHOOK_EVENTS.filter((e) => (e === event ? on : now.includes(e))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url, events },
      {
        onSuccess: (answer) => {
          setSecret(answer.secret);
          setUrl('');
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      {secret && (
        <SecretShownOnce
          key={secret}
          secret={secret}
          label="Your new signing secret"
          warning={SECRET_SHOWN_ONCE}
          copyLabel="Copy secret"
          onDone={() => setSecret(null)}
        />
      )}
      <form onSubmit={submit} className="space-y-3" aria-label="Add a webhook endpoint">
        <TextField
          label="Endpoint URL"
          hint="An HTTPS address of yours that accepts POST, e.g. https://shop.example/pinloom-hook"
          type="url"
          value={url}
          required
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">Events</legend>
          <div className="grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={events.includes(event)}
                  onChange={(change) => toggle(event, change.target.checked)}
                />
                <span>
                  <span className="font-mono text-xs">{event}</span>
                  <span className="block text-xs text-slate-600">{EVENT_LABELS[event]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError && (
          <FormAlert message={readableErrorMessage(create.error, 'The endpoint was not added.')} />
        )}
        <Button type="submit" disabled={create.isPending || url.trim() === '' || events.length === 0}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add endpoint
        </Button>
      </form>
    </div>
  );
}
