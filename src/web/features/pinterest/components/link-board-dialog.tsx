// 'Link board': picks the Pinterest board a Pinloom board's pins publish to, one of the account's
// boards (one with the same name is preselected) or a new one made with the board's name; with
// several accounts in the workspace, first which account (ADR 0032), so a board can move to another.
import { Link2, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useConnectionStatus } from '../api/get-connection-status';
import {
  BOARDS_LOAD_FAILED_MESSAGE,
  type PinterestBoard,
  useLinkBoard,
  usePinterestBoards,
} from '../api/link-board';

const LINK_FAILED_MESSAGE = 'Failed to link the board to Pinterest';
/** The select's value for "make a new Pinterest board". */
const NEW_BOARD = '';

export interface BoardToLink {
  id: string;
  name: string;
  /** The account it publishes with now (null: the default); absent when not known. */
  accountId?: string | null;
}

export function LinkBoardDialog({
  board,
  onClose,
  onLinked,
}: {
  /** The board to link; null keeps the dialog closed. */
  board: BoardToLink | null;
  onClose: () => void;
  onLinked: () => void;
}) {
  return (
    <Dialog
      open={board !== null}
      onClose={onClose}
      title="Link board to Pinterest"
      description={board ? `Choose where pins of “${board.name}” are published.` : undefined}
      icon={<Link2 className="h-5 w-5" aria-hidden="true" />}
    >
      {/* Keyed: a fresh choice each time the dialog opens for a board. */}
      {board && <LinkBoardForm key={board.id} board={board} onClose={onClose} onLinked={onLinked} />}
    </Dialog>
  );
}

function sameName(board: BoardToLink, candidates: PinterestBoard[]): string {
  const name = board.name.trim().toLowerCase();
  const match = candidates.find(
    (candidate) =>
      candidate.name.trim().toLowerCase() === name &&
      (candidate.linked_board_id === null || candidate.linked_board_id === board.id),
  );
  return match?.id ?? NEW_BOARD;
}

function LinkBoardForm({
  board,
  onClose,
  onLinked,
}: {
  board: BoardToLink;
  onClose: () => void;
  onLinked: () => void;
}) {
  const status = useConnectionStatus();
  const accounts = status.data?.accounts ?? [];
  const [account, setAccount] = useState<string | null>(null);
  const accountId = account ?? board.accountId ?? accounts[0]?.id ?? null;
  const boards = usePinterestBoards({ enabled: true, accountId: accounts.length > 1 ? accountId : null });
  const link = useLinkBoard();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = choice ?? (boards.data ? sameName(board, boards.data) : NEW_BOARD);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body = {
      board_id: board.id,
      ...(selected ? { pinterest_board_id: selected } : {}),
      ...(accounts.length > 1 && accountId ? { account_id: accountId } : {}),
    };
    link.mutateAsync(body).then(
      () => {
        toast.success(`“${board.name}” is linked to Pinterest`);
        onLinked();
      },
      (failure: unknown) => setError(errorMessage(failure, LINK_FAILED_MESSAGE)),
    );
  }

  // Several accounts: which one first; it stays on screen while that account's boards load.
  const accountChoice = accounts.length > 1 && (
    <SelectField
      label="Pinterest account"
      value={accountId ?? ''}
      onChange={(event) => {
        setAccount(event.target.value);
        setChoice(null);
      }}
      hint="The board's pins are published with this account."
    >
      {accounts.map((candidate) => (
        <option key={candidate.id} value={candidate.id} disabled={!candidate.connected}>
          @{candidate.userInfo.username}
          {candidate.connected ? '' : ' (needs reconnecting)'}
        </option>
      ))}
    </SelectField>
  );

  if (boards.isPending) {
    return (
      <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
        {accountChoice}
        <p role="status" className="flex items-center gap-2 py-1 text-sm text-slate-700">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          Loading your Pinterest boards…
        </p>
      </div>
    );
  }
  if (boards.isError) {
    return (
      <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
        {accountChoice}
        <FormAlert message={errorMessage(boards.error, BOARDS_LOAD_FAILED_MESSAGE)} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <ButtonLink to="/settings/pinterest">Open Settings</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <FormAlert message={error} />
      {accountChoice}
      <SelectField
        label="Pinterest board"
        value={selected}
        onChange={(event) => setChoice(event.target.value)}
        hint="A Pinterest board can be linked to one Pinloom board."
      >
        <option value={NEW_BOARD}>Create a new Pinterest board “{board.name}”</option>
        {boards.data.map((candidate) => {
          const taken = candidate.linked_board_id !== null && candidate.linked_board_id !== board.id;
          return (
            <option key={candidate.id} value={candidate.id} disabled={taken}>
              {candidate.name}
              {taken ? ' (linked to another board)' : ''}
            </option>
          );
        })}
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={link.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={link.isPending}>
          {link.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          Link board
        </Button>
      </div>
    </form>
  );
}
