// /timeline: the timeline with the Pinterest feature composed in (features do not import each
// other, so the app layer wires them): 'Link board' on a pin whose board has no Pinterest board,
// and the notice while Pinterest cannot publish. Only editors and up change the schedule (ADR 0032).
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import TimelinePage from '../../features/timeline/components/timeline-page';
import { RoleNotice } from '../../features/workspaces/components/role-notice';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useLinkBoardDialog } from './use-link-board-dialog';

const SCHEDULE_NEEDS_EDITOR = 'you can see the schedule; changing it needs an editor';

export default function TimelineRoute() {
  const linkBoard = useLinkBoardDialog();
  const { atLeast } = useWorkspaceRole();
  const canSchedule = atLeast('editor');
  return (
    <>
      <TimelinePage
        {...(canSchedule && { onLinkBoard: linkBoard.open })}
        canSchedule={canSchedule}
        notice={
          <>
            <RoleNotice limits={{ viewer: SCHEDULE_NEEDS_EDITOR, contributor: SCHEDULE_NEEDS_EDITOR }} />
            <PinterestConnectionNotice canConnect={atLeast('admin')} />
          </>
        }
      />
      {linkBoard.dialog}
    </>
  );
}
