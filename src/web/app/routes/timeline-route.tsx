// /timeline: the timeline with the Pinterest feature composed in (features do not import each
// other, so the app layer wires them): 'Link board' on a pin whose board has no Pinterest board,
// and the notice while Pinterest cannot publish.
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import TimelinePage from '../../features/timeline/components/timeline-page';
import { useLinkBoardDialog } from './use-link-board-dialog';

export default function TimelineRoute() {
  const linkBoard = useLinkBoardDialog();
  return (
    <>
      <TimelinePage onLinkBoard={linkBoard.open} notice={<PinterestConnectionNotice />} />
      {linkBoard.dialog}
    </>
  );
}
