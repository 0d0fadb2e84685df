// The button that settles something a customer asked for (a ticket, a phone call) or takes it
// back: a tick to settle it, a turn-back arrow once it is settled.
import { CircleCheck, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export function StatusToggleButton({
  settled,
  onClick,
  disabled,
  size,
  children,
}: {
  /** Settled already: the button takes it back. */
  settled: boolean;
  onClick: () => void;
  disabled: boolean;
  size?: 'sm';
  /** What the button says: 'Close ticket', or 'Reopen ticket' once it is settled. */
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size={size} onClick={onClick} disabled={disabled} className="self-start">
      {settled ? (
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
      ) : (
        <CircleCheck className="h-4 w-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
