// /timeline: the timeline with the Pinterest feature composed in (features do not import each
// other, so the app layer wires them): 'Link board' on a pin whose board has no Pinterest board,
// and the notice while Pinterest cannot publish.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import { type BoardToLink, LinkBoardDialog } from '../../features/pinterest/components/link-board-dialog';
import TimelinePage from '../../features/timeline/components/timeline-page';

export default function TimelineRoute() {
  const queryClient = useQueryClient();
  const [linking, setLinking] = useState<BoardToLink | null>(null);

  return (
    <>
      <TimelinePage onLinkBoard={setLinking} notice={<PinterestConnectionNotice />} />
      <LinkBoardDialog
        board={linking}
        onClose={() => setLinking(null)}
        onLinked={() => {
          setLinking(null);
          void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
          void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
        }}
      />
    </>
  );
}
