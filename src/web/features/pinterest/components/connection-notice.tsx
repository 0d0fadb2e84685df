// On Boards, Review and Schedule while Pinterest cannot publish: not connected,
// disconnected, expired or missing a permission. Says that nothing will be published, and leads
// to the Pinterest section of Settings to connect again. Silent while the status is unknown.
import { useBoards } from '../../../api/get-boards';
import { ActionNotice } from '../../../components/ui/action-notice';
import { useConnectionStatus } from '../api/get-connection-status';
import { connectionNotice } from '../utils/connection-notice';

const PINTEREST_SETTINGS_PATH = '/settings/pinterest';

export function PinterestConnectionNotice() {
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
      message={notice.message}
      action={{ label: notice.action, to: PINTEREST_SETTINGS_PATH }}
    />
  );
}
