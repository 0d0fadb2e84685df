// The Link board dialog of a page that shows boards or pins (/boards, /timeline): who is being
// linked, and what a new link changes, the boards' Pinterest badges and the timeline's "board not
// linked" notices.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { type BoardToLink, LinkBoardDialog } from '../../features/pinterest/components/link-board-dialog';

export function useLinkBoardDialog(): { open: (board: BoardToLink) => void; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [linking, setLinking] = useState<BoardToLink | null>(null);
  const dialog = (
    <LinkBoardDialog
      board={linking}
      onClose={() => setLinking(null)}
      onLinked={() => {
        setLinking(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
        void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
      }}
    />
  );
  return { open: setLinking, dialog };
}
