// The Pinterest account card of the settings screen (docs/product.md §2 Settings screen): status,
// the workspace's accounts (account-list.tsx), connect, add and disconnect; in demo mode, a badge and a link to the
// simulated account. Also handles the way back from Pinterest to /settings/pinterest.
import { CircleAlert, ExternalLink, Link2, Lock, Pin } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type ConnectionStatus,
  missingScopesMessage,
  type PinterestAccount,
} from '../../../../shared/api/pinterest';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-client';
import { useConnectPinterest } from '../api/connect-pinterest';
import { useDisconnectPinterest } from '../api/disconnect-pinterest';
import { isConnected, useConnectionStatus } from '../api/get-connection-status';
import { useConnectionReturn } from '../hooks/use-connection-return';
import {
  connectFailureMessage,
  DISCONNECT_CONFIRMATION,
  DISCONNECT_FAILED_MESSAGE,
  DISCONNECTED_MESSAGE,
  NEEDS_RECONNECT_MESSAGE,
  STATUS_FAILED_MESSAGE,
} from '../utils/messages';
import { AccountList, AddAccount } from './account-list';
import { DemoBadge } from './demo-badge';

/**
 * `lockedReason`: set when the person's role in the workspace may not connect or disconnect
 * (ADR 0032: admins and owners do; the app layer asks). The buttons give way to the reason.
 */
export function ConnectionCard({ lockedReason }: { lockedReason?: string } = {}) {
  useConnectionReturn();
  const status = useConnectionStatus();

  return (
    <section
      aria-labelledby="pinterest-connection-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
          <Pin className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="pinterest-connection-heading" className="text-lg font-semibold text-ink-900">
              Pinterest account
            </h2>
            {status.data && <StatusPill status={status.data} />}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Pinloom syncs your boards and publishes the pins you approve, each board with its own account.
          </p>
        </div>
      </div>
      {status.isPending ? (
        <LoadingBlock label="Checking Pinterest connection" />
      ) : status.isError ? (
        <div className="mt-5 space-y-3">
          <FormAlert message={errorMessage(status.error, STATUS_FAILED_MESSAGE)} />
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ConnectionDetails status={status.data} lockedReason={lockedReason} />
      )}
    </section>
  );
}

function StatusPill({ status }: { status: ConnectionStatus }) {
  const [label, classes] = status.needs_reconnect
    ? ['Needs reconnection', 'bg-amber-100 text-amber-900 ring-amber-200']
    : status.connected
      ? ['Connected', 'bg-emerald-50 text-emerald-800 ring-emerald-200']
      : ['Not connected', 'bg-slate-100 text-slate-700 ring-slate-200'];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${classes}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}

function ConnectionDetails({
  status,
  lockedReason,
}: {
  status: ConnectionStatus;
  lockedReason: string | undefined;
}) {
  const connect = useConnectPinterest();
  const disconnect = useDisconnectPinterest();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const connected = isConnected(status);
  const busy = connect.isPending || connect.isSuccess || disconnect.isPending;

  function onConnect() {
    setFailure(null);
    connect.mutate(
      { returnTo: '/settings/pinterest' },
      { onError: (error) => setFailure(connectFailureMessage(error)) },
    );
  }

  async function onDisconnect(account?: PinterestAccount) {
    const named = account && status.accounts.length > 1 ? `@${account.userInfo.username}` : null;
    const sure = await confirm({
      title: named ? `Disconnect ${named}?` : 'Disconnect Pinterest?',
      description: named
        ? `Pins of the boards that publish with ${named} will not be published until you connect it again.`
        : DISCONNECT_CONFIRMATION,
      confirmLabel: 'Disconnect',
    });
    if (!sure) return;
    setFailure(null);
    disconnect.mutate(named ? account?.id : undefined, {
      onSuccess: () => toast.success(DISCONNECTED_MESSAGE),
      onError: (error) => setFailure(errorMessage(error, DISCONNECT_FAILED_MESSAGE)),
    });
  }

  const several = status.accounts.length > 1;
  const any = status.accounts.length > 0;
  return (
    <div className="mt-5 space-y-4">
      {confirmDialog}
      <FormAlert message={failure} />
      {status.demo && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <DemoBadge />
          {status.demo_url && (
            <a
              href={status.demo_url}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              See the simulated Pinterest account
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      {status.needs_reconnect && !several && (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {status.missing_scopes.length > 0
            ? missingScopesMessage(status.missing_scopes)
            : NEEDS_RECONNECT_MESSAGE}
        </p>
      )}
      {any ? (
        <AccountList
          status={status}
          actions={{
            // One account keeps the card's own buttons below; several get theirs on each row.
            onConnect: several && !lockedReason ? onConnect : null,
            onDisconnect: several && !lockedReason ? (account) => void onDisconnect(account) : null,
            busy,
          }}
        />
      ) : (
        <p className="text-sm text-slate-700">
          No Pinterest account is connected. Connect one to sync your boards and publish your scheduled pins.
        </p>
      )}
      {lockedReason ? (
        <p className="flex items-start gap-2 text-sm font-medium text-slate-700">
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {lockedReason}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {(!any || (!several && !connected)) && (
            <Button onClick={onConnect} disabled={busy}>
              <Link2 className="h-4 w-4" aria-hidden="true" />
              {connect.isPending || connect.isSuccess
                ? 'Connecting...'
                : status.needs_reconnect
                  ? 'Reconnect Pinterest Account'
                  : 'Connect Pinterest Account'}
            </Button>
          )}
          {any && !several && (
            <Button variant="secondary" onClick={() => void onDisconnect()} disabled={busy}>
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
            </Button>
          )}
          {any && <AddAccount status={status} onConnect={onConnect} busy={busy} />}
        </div>
      )}
    </div>
  );
}
