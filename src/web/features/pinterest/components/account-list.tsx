// The workspace's Pinterest accounts on the connection card (ADR 0032): each with whose it is,
// whether it is the default, whether it needs a reconnect, and (for those who may) its own
// Reconnect and Disconnect; under the list, adding another within the plan, or the way to upgrade.
import { CircleAlert, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ConnectionStatus,
  missingScopesMessage,
  type PinterestAccount,
} from '../../../../shared/api/pinterest';
import { Button } from '../../../components/ui/button';
import { UPGRADE_PATH } from '../../../components/ui/locked-feature-notice';
import { NEEDS_RECONNECT_MESSAGE } from '../utils/messages';

/** The plan page's upgrade dialog (the boards' limit sends people to the same place). */

interface Actions {
  /** Null when the person's role may not connect or disconnect: no buttons. */
  onConnect: (() => void) | null;
  onDisconnect: ((account: PinterestAccount) => void) | null;
  busy: boolean;
}

export function AccountList({ status, actions }: { status: ConnectionStatus; actions: Actions }) {
  const several = status.accounts.length > 1;
  return (
    <ul aria-label="Connected Pinterest accounts" className="space-y-3">
      {status.accounts.map((account) => (
        <AccountRow key={account.id} account={account} several={several} actions={actions} />
      ))}
    </ul>
  );
}

function AccountRow({
  account,
  several,
  actions,
}: {
  account: PinterestAccount;
  several: boolean;
  actions: Actions;
}) {
  const info = account.userInfo;
  const fullName = `${info.first_name} ${info.last_name}`.trim();
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar
          src={info.profile_image}
          initials={(
            info.first_name.charAt(0) + info.last_name.charAt(0) || info.username.charAt(0)
          ).toUpperCase()}
        />
        <div className="min-w-40 flex-1">
          {fullName && <p className="truncate font-semibold text-slate-900">{fullName}</p>}
          <p className="truncate text-sm text-slate-600">
            @{info.username}
            {several && account.is_default && (
              <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                Default
              </span>
            )}
          </p>
        </div>
        {(actions.onConnect || actions.onDisconnect) && (
          <div className="flex flex-wrap gap-2">
            {account.needs_reconnect && actions.onConnect && (
              <Button size="sm" onClick={actions.onConnect} disabled={actions.busy}>
                <Link2 className="h-4 w-4" aria-hidden="true" />
                Reconnect
                {several && <span className="sr-only"> @{info.username}</span>}
              </Button>
            )}
            {actions.onDisconnect && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onDisconnect?.(account)}
                disabled={actions.busy}
              >
                Disconnect
                {several && <span className="sr-only"> @{info.username}</span>}
              </Button>
            )}
          </div>
        )}
      </div>
      {account.needs_reconnect && several && (
        <p className="mt-2 flex items-start gap-2 text-sm text-amber-900">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {account.missing_scopes.length > 0
            ? missingScopesMessage(account.missing_scopes)
            : `${NEEDS_RECONNECT_MESSAGE} Sign in to Pinterest as @${info.username} when asked.`}
        </p>
      )}
    </li>
  );
}

/** "Add another account" within the plan's accounts, else what the plan allows and the upgrade. */
export function AddAccount({
  status,
  onConnect,
  busy,
}: {
  status: ConnectionStatus;
  onConnect: () => void;
  busy: boolean;
}) {
  const limit = status.account_limit;
  if (limit !== null && status.accounts.length >= limit) {
    return (
      <p className="text-sm text-slate-600">
        Your plan connects {limit === 1 ? 'one Pinterest account' : `up to ${limit} Pinterest accounts`}.{' '}
        <Link to={UPGRADE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          Upgrade to connect more
        </Link>
      </p>
    );
  }
  return (
    <Button variant="secondary" onClick={onConnect} disabled={busy}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add another Pinterest account
    </Button>
  );
}

/** The profile picture, or the initials when there is none or it cannot load (e.g. refused by the CSP). */
function Avatar({ src, initials }: { src: string | null; initials: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(true)}
        className="h-11 w-11 rounded-full object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
    >
      {initials}
    </span>
  );
}
