// The app's own confirmation, in place of window.confirm: an accessible dialog (ui/dialog.tsx)
// with the question and two buttons. `useConfirm()` gives a promise-returning `confirm`, so a
// handler reads as it did with the native one: `if (!(await confirm({...}))) return;`.
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmOptions {
  /** The question, e.g. docs/product.md's 'Are you sure you want to delete this pin?'. */
  title: ReactNode;
  /** A line under the question: what happens, what is kept. */
  description?: ReactNode;
  /** The button that says yes (default 'Confirm'). */
  confirmLabel?: string;
  /** The button that says no (default 'Cancel'). */
  cancelLabel?: string;
}

export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render it once in the component that calls `confirm`. */
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  const settle = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    // A question still open is answered "no" before the next one is asked.
    settle.current?.(false);
    setAsked(options);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    settle.current?.(value);
    settle.current = null;
    setAsked(null);
  };

  const dialog = asked ? (
    <Dialog open onClose={() => answer(false)} title={asked.title} description={asked.description} size="sm">
      <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={() => answer(false)}>
          {asked.cancelLabel ?? 'Cancel'}
        </Button>
        <Button autoFocus onClick={() => answer(true)}>
          {asked.confirmLabel ?? 'Confirm'}
        </Button>
      </div>
    </Dialog>
  ) : null;

  return { confirm, dialog };
}
