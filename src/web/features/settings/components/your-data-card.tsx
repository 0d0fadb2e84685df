// "Your data", at the bottom of Settings: a copy of everything the account holds, and closing the
// account. Deleting asks for the password in the app's dialog and says first what happens; once
// done, this browser is signed out too and lands on the home page with a notice (docs/product.md §1: the
// data goes within 30 days).
import { Download, FileDown, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DELETED_ACCOUNT_RETENTION_DAYS } from '../../../../shared/api/account';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SectionCard } from '../../../components/ui/section-card';
import { toastOnFailure } from '../../../lib/failure-toast';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useSession } from '../../../lib/session-context';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountData } from '../api/download-account-data';

/** @internal for tests and benchmarks, not production code */
export const ACCOUNT_DELETED_MESSAGE = `Your account is deleted. Everything in it is removed for good within ${DELETED_ACCOUNT_RETENTION_DAYS} days.`;
const DOWNLOAD_ERROR = 'Could not download your data. Please try again.';
const DELETE_ERROR = 'Could not delete your account. Please try again.';
const PASSWORD_REQUIRED = 'Enter your password to confirm';

const DANGER_BUTTON = 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600';

export function YourDataCard() {
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);

  return (
    <SectionCard
      headingId="settings-your-data"
      icon={FileDown}
      title="Your data"
      description="Take a copy of everything Pinloom holds about you, or close your account."
    >
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: toastOnFailure(DOWNLOAD_ERROR) })}
        >
          <Download className="mr-2 h-4 w-4" aria-hidden="true" />
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </Button>
        <Button variant="secondary" onClick={() => setDeleting(true)} className="text-red-700">
          <Trash2 className="mr-2 h-4 w-4" aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        The file is JSON: your profile, settings, boards, pins (with links to their images) and support
        tickets.
      </p>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </SectionCard>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem(PASSWORD_REQUIRED);
      return;
    }
    setProblem(null);
    remove.mutate(
      { password },
      {
        onSuccess: async () => {
          toast.success(ACCOUNT_DELETED_MESSAGE, { duration: 10_000 });
          onClose();
          // Signed out here as everywhere: the signed-in frame then sends the page home.
          await logout();
        },
        onError: (error) => setProblem(readableErrorMessage(error, DELETE_ERROR)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!remove.isPending}
      size="sm"
      icon={<Trash2 className="h-5 w-5" aria-hidden="true" />}
      title="Delete your account?"
      description="This cannot be undone. When you delete your account:"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>You are signed out everywhere and cannot sign in again.</li>
          <li>Your Pinterest account is disconnected, and scheduled pins are never published.</li>
          <li>A paid plan is canceled at once, with no further charges.</li>
          <li>Your email address is free to use for a new account.</li>
          <li>
            Your boards, pins, images, settings and support tickets are deleted for good after{' '}
            {DELETED_ACCOUNT_RETENTION_DAYS} days.
          </li>
        </ul>
        <p className="text-sm text-slate-600">Want a copy? Download your data first.</p>
        <FormAlert message={problem} />
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={problem !== null || undefined}
        />
        <DialogActions onCancel={onClose} busy={remove.isPending}>
          <Button type="submit" disabled={remove.isPending} className={DANGER_BUTTON}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
