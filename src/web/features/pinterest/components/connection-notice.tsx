// On Boards, Review and Schedule while Pinterest cannot publish: not connected,
// disconnected, expired or missing a permission. Says that nothing will be published, and leads
// to the Pinterest section of Settings to connect again. Silent while the status is unknown.
import { useBoards } from '../../../api/get-boards';
import { ActionNotice } from '../../../components/ui/action-notice';
import { useConnectionStatus } from '../api/get-connection-status';
import { connectionNotice } from '../utils/connection-notice';

const PINTEREST_SETTINGS_PATH = '/settings/pinterest';

/** Connecting is for a workspace's owners and admins (ADR 0032); `canConnect` false: the notice says so. */
const ASK_AN_ADMIN = 'Ask an owner or admin of this workspace to connect it.';

export function PinterestConnectionNotice({ canConnect = true }: { canConnect?: boolean } = {}) {
  const status = useConnectionStatus();
  const boards = useBoards();
  if (!status.data) return null;
  const notice = connectionNotice(status.data, {
    // Boards still linked to Pinterest boards: this account was connected before.
    wasConnected: boards.data?.some((board) => board.pinterest_board_id !== null) ?? false,
  });
  if (!notice) return null;
  return (
    <ActionNotice
      id="pinterest-connection"
      message={canConnect ? notice.message : `${notice.message} ${ASK_AN_ADMIN}`}
      action={canConnect ? { label: notice.action, to: PINTEREST_SETTINGS_PATH } : undefined}
    />
  );
}
