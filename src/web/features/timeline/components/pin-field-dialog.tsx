// The frame of a timeline dialog that changes one thing about a pin (its time, its link): the
// pin's title under the heading, the problem said inside the dialog, Cancel and a submit button
// that shows the call in flight. A refusal keeps the dialog open with what was typed.
import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';

/** What a submit does: refuse with words, make a call (the dialog closes when it succeeds), or just close. */
export type PinFieldSubmit = { problem: string } | { send: () => Promise<void> } | 'close';

interface FieldState {
  saving: boolean;
  problem: string | null;
  clearProblem: () => void;
}

export function PinFieldDialog({
  pin,
  title,
  icon,
  submitLabel,
  savingLabel,
  onClose,
  submit,
  children,
}: {
  pin: TimelinePin;
  title: string;
  icon: ReactNode;
  submitLabel: string;
  savingLabel: string;
  onClose: () => void;
  submit: () => PinFieldSubmit;
  /** The field; gets whether a call is in flight and the problem shown. */
  children: (state: FieldState) => ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = submit();
    if (next === 'close') {
      onClose();
      return;
    }
    if ('problem' in next) {
      setProblem(next.problem);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await next.send();
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title={title}
      description={stripQuotes(pin.title)}
      icon={icon}
      size="sm"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 px-5 py-4 sm:px-6"
      >
        <FormAlert message={problem} />
        {children({ saving, problem, clearProblem: () => setProblem(null) })}
        <DialogActions onCancel={onClose} busy={saving}>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {saving ? savingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
