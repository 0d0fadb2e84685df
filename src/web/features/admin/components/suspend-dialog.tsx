// Suspend and Unsuspend, of an account (the user table and detail) or of a workspace (the workspace
// table and detail): one frame for both. Suspending asks for a reason (required, at most 500
// characters); unsuspending asks to confirm. A refusal (it is already so, or it is the admin's own
// account) is shown in the dialog in the server's words.
import { Ban, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SUSPENSION_REASON_MAX_LENGTH } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useSuspendUser } from '../api/suspend-user';
import { useSuspendWorkspace, useUnsuspendWorkspace } from '../api/suspend-workspace';
import { useUnsuspendUser } from '../api/unsuspend-user';

/** The account (named by its email) or the workspace (by its name) a dialog acts on. */
type Target = { id: string; email: string } | { id: string; name: string };

type SuspensionKind = 'user' | 'workspace';

type Question = { action: 'suspend' | 'unsuspend'; target: Target };

function labelOf(target: Target): string {
  return 'email' in target ? target.email : target.name;
}

/** What differs between suspending an account and a workspace: the calls and the words. */
const SUBJECTS = {
  user: {
    useSuspend: useSuspendUser,
    useUnsuspend: useUnsuspendUser,
    noun: 'account',
    suspended:
      'They are signed out everywhere, cannot sign in, and their scheduled pins are held until you unsuspend them.',
    unsuspended: 'They can sign in again. Scheduled pins held while suspended publish at the next run.',
  },
  workspace: {
    useSuspend: useSuspendWorkspace,
    useUnsuspend: useUnsuspendWorkspace,
    noun: 'workspace',
    suspended:
      'Its members can no longer work in it (their accounts and other workspaces go on), and its scheduled pins are held until you unsuspend it.',
    unsuspended:
      'Its members can work in it again. Scheduled pins held while suspended publish at the next run.',
  },
} as const;

interface FormProps {
  kind: SuspensionKind;
  target: Target;
  onDone: () => void;
}

const REASON_REQUIRED = 'Give a reason for the suspension.';

/**
 * Puts focus on what the person acts on first (the reason, or the confirming button). A child's
 * effect runs before the dialog's own, which then leaves focus where it is.
 */
function useInitialFocus(selector: string) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [selector]);
  return formRef;
}

/**
 * A form's problem message, and `answered(done, failed)`: what to do with the server's answer, a
 * toast saying `done` and close, or the refusal in the dialog (`failed` when it gives no words).
 */
function useServerAnswer(onDone: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const answered = (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done);
      onDone();
    },
    onError: (error: unknown) => setProblem(readableErrorMessage(error, failed)),
  });
  return { problem, setProblem, answered };
}

function SuspendForm({ kind, target, onDone }: FormProps) {
  const subject = SUBJECTS[kind];
  const suspend = subject.useSuspend();
  const formRef = useInitialFocus('textarea');
  const [reason, setReason] = useState('');
  const { problem, setProblem, answered } = useServerAnswer(onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(REASON_REQUIRED);
      return;
    }
    setProblem(null);
    suspend.mutate(
      { id: target.id, reason: reason.trim() },
      answered(`Suspended ${labelOf(target)}`, `Could not suspend this ${subject.noun}. Please try again.`),
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
      <FormAlert message={problem} />
      <TextAreaField
        label="Reason"
        name="reason"
        rows={4}
        required
        maxLength={SUSPENSION_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem === REASON_REQUIRED || undefined}
        hint={`${reason.length}/${SUSPENSION_REASON_MAX_LENGTH} characters · kept in the change history`}
      />
      <DialogActions onCancel={onDone} busy={suspend.isPending}>
        <Button
          type="submit"
          disabled={suspend.isPending}
          className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
        >
          {suspend.isPending ? 'Suspending...' : 'Suspend'}
        </Button>
      </DialogActions>
    </form>
  );
}

function UnsuspendForm({ kind, target, onDone }: FormProps) {
  const subject = SUBJECTS[kind];
  const unsuspend = subject.useUnsuspend();
  const formRef = useInitialFocus('button[type="submit"]');
  const { problem, setProblem, answered } = useServerAnswer(onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    unsuspend.mutate(
      target.id,
      answered(
        `Unsuspended ${labelOf(target)}`,
        `Could not unsuspend this ${subject.noun}. Please try again.`,
      ),
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
      <FormAlert message={problem} />
      <DialogActions onCancel={onDone} busy={unsuspend.isPending}>
        <Button type="submit" disabled={unsuspend.isPending}>
          {unsuspend.isPending ? 'Unsuspending...' : 'Unsuspend'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** What each question says, and the form that answers it. */
const QUESTIONS = {
  suspend: { Icon: Ban, verb: 'Suspend', description: 'suspended', Form: SuspendForm },
  unsuspend: { Icon: RotateCcw, verb: 'Unsuspend', description: 'unsuspended', Form: UnsuspendForm },
} as const;

/**
 * `ask('suspend', target)` opens the dialog for an account (`kind` 'user', the default) or a
 * workspace; render `dialog` once where `ask` is called.
 */
export function useSuspensionDialog(kind: SuspensionKind = 'user') {
  const [question, setQuestion] = useState<Question | null>(null);
  const close = () => setQuestion(null);
  const ask = (action: Question['action'], target: Target) => setQuestion({ action, target });

  if (!question) return { ask, dialog: null };
  const { Icon, verb, description, Form } = QUESTIONS[question.action];
  const dialog = (
    <Dialog
      open
      onClose={close}
      size="sm"
      icon={<Icon className="h-5 w-5" aria-hidden="true" />}
      title={`${verb} ${labelOf(question.target)}?`}
      description={SUBJECTS[kind][description]}
    >
      <Form kind={kind} target={question.target} onDone={close} />
    </Dialog>
  );
  return { ask, dialog };
}
