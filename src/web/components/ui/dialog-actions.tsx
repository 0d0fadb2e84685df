// The buttons that end a dialog's form: Cancel, then the form's own (`children`, its submit
// button); on phones they stack with the submit button on top.
import type { ReactNode } from 'react';
import { Button } from './button';

export function DialogActions({
  onCancel,
  busy,
  className = '',
  children,
}: {
  onCancel: () => void;
  /** While the form's call runs Cancel waits too. */
  busy?: boolean;
  /** Added to the row's classes, e.g. a border above it. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`.trimEnd()}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
