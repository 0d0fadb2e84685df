// The words of the notice Boards, Review and Schedule show while Pinterest cannot publish.
import { type ConnectionStatus, missingScopesMessage } from '../../../../shared/api/pinterest';

const NEVER_CONNECTED_NOTICE =
  'Pinterest is not connected, so nothing will be published: scheduled pins wait until you connect your account.';
const DISCONNECTED_NOTICE =
  'Pinterest is disconnected, so nothing will be published: scheduled pins wait until you reconnect your account.';
const EXPIRED_NOTICE =
  'Your Pinterest connection has expired, so nothing will be published: scheduled pins wait until you reconnect your account.';

export interface ConnectionNotice {
  message: string;
  action: 'Connect Pinterest' | 'Reconnect Pinterest';
}

/** What to say for `status`, or null when Pinterest can publish. */
export function connectionNotice(
  status: ConnectionStatus,
  options: { wasConnected: boolean },
): ConnectionNotice | null {
  if (status.connected && !status.needs_reconnect) return null;
  // One of several accounts is lost: only the boards that publish with it wait (ADR 0032).
  const lost = status.accounts.filter((account) => account.needs_reconnect);
  if (status.accounts.length > 1 && lost.length > 0 && lost.length < status.accounts.length) {
    const names = lost.map((account) => `@${account.userInfo.username}`).join(', ');
    return {
      message: `Pinterest needs you to reconnect ${names}: pins of the boards that publish with ${lost.length === 1 ? 'it' : 'them'} wait until you do. Your other accounts keep publishing.`,
      action: 'Reconnect Pinterest',
    };
  }
  if (status.needs_reconnect) {
    const message =
      status.missing_scopes.length > 0 ? missingScopesMessage(status.missing_scopes) : EXPIRED_NOTICE;
    return { message, action: 'Reconnect Pinterest' };
  }
  return options.wasConnected
    ? { message: DISCONNECTED_NOTICE, action: 'Reconnect Pinterest' }
    : { message: NEVER_CONNECTED_NOTICE, action: 'Connect Pinterest' };
}
