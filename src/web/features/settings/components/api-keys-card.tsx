// Settings → API (ADR 0046): the workspace's API keys for the public API (/api/v1). A new key is
// shown once, with a copy button and a warning; the list shows each key's name, prefix, scopes,
// creation and last use, and revokes one after a confirmation. Below Enterprise the card says what
// API keys are and offers the upgrade; keys a downgraded workspace kept are listed and can be revoked.
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { API_KEY_NAME_MAX, type ApiKeyDto, type ApiKeyScope } from '../../../../shared/api/api-keys';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';
import { SectionCard } from '../../../components/ui/section-card';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { LockedByRole } from './locked-by-role';
import { SecretShownOnce } from './secret-shown-once';

/**
 * Shown with the new key.
 * @internal for tests and benchmarks, not production code (as an export)
 */
export const SHOWN_ONCE_WARNING = 'Copy this key now. You will not be able to see it again.';

/** `lockedReason`: the person's role may not manage keys (admins and owners do; the app layer asks). */
export function ApiKeysCard({ lockedReason }: { lockedReason?: string } = {}) {
  return (
    <SectionCard
      headingId="api-keys-heading"
      icon={KeyRound}
      title="API"
      description="Keys for the Pinloom API (/api/v1): your own systems and AI assistants read and make boards and pins with them (a read key only reads). A key acts as the person who made it, within their role in this workspace."
    >
      {lockedReason ? <LockedByRole reason={lockedReason} /> : <ApiKeysSettings />}
    </SectionCard>
  );
}

function ApiKeysSettings() {
  const keys = useApiKeys();
  if (keys.isPending) return <LoadingBlock label="Loading your API keys" />;
  if (keys.isError) return <FormAlert message={keys.error.message} />;
  return (
    <div className="space-y-6">
      {keys.data.in_force ? <NewKeyForm /> : <LockedFeatureNotice feature="api_access" />}
      <KeyList keys={keys.data.api_keys} />
    </div>
  );
}

function NewKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [shown, setShown] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes: scope === 'write' ? ['read', 'write'] : ['read'] },
      {
        onSuccess: (answer) => {
          setShown(answer.key);
          setName('');
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      {shown && (
        <SecretShownOnce
          key={shown}
          secret={shown}
          label="Your new API key"
          warning={SHOWN_ONCE_WARNING}
          copyLabel="Copy key"
          onDone={() => setShown(null)}
        />
      )}
      <form onSubmit={submit} className="space-y-3" aria-label="Create an API key">
        <TextField
          label="Key name"
          hint="What the key is for, e.g. Shop sync"
          value={name}
          maxLength={API_KEY_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">Scopes</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800">
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" checked={scope === 'read'} onChange={() => setScope('read')} />
              Read
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="scope"
                checked={scope === 'write'}
                onChange={() => setScope('write')}
              />
              Read and write
            </label>
          </div>
        </fieldset>
        {create.isError && (
          <FormAlert message={readableErrorMessage(create.error, 'The key was not created.')} />
        )}
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create key
        </Button>
      </form>
    </div>
  );
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : 'Never';

function KeyList({ keys }: { keys: ApiKeyDto[] }) {
  const revoke = useRevokeApiKey();
  const { confirm, dialog } = useConfirm();
  if (keys.length === 0) return <p className="text-sm text-slate-600">No API keys yet.</p>;

  const ask = async (key: ApiKeyDto) => {
    const sure = await confirm({
      title: `Revoke the key “${key.name}”?`,
      description: 'Anything using it stops working at once. This cannot be undone.',
      confirmLabel: 'Revoke key',
    });
    if (sure) revoke.mutate(key.id);
  };

  return (
    <div className="space-y-2">
      {revoke.isError && (
        <FormAlert message={readableErrorMessage(revoke.error, 'The key was not revoked.')} />
      )}
      <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200" aria-label="API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">{key.name}</p>
              <p className="font-mono text-xs text-slate-600">{key.prefix}…</p>
              <p className="text-xs text-slate-600">
                {key.scopes.includes('write') ? 'Read and write' : 'Read'} · Created {when(key.created_at)} by{' '}
                {key.created_by} · Last used {when(key.last_used_at)}
              </p>
            </div>
            <Button variant="secondary" size="sm" aria-label={`Revoke ${key.name}`} onClick={() => ask(key)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {dialog}
    </div>
  );
}
