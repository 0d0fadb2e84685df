// "Sign out everywhere": ends every session of the account after the app's own confirmation.
// This browser is signed out too, as with the account menu's Sign Out: "everywhere" means
// everywhere, and after a lost phone or a leaked password nobody wonders which device kept in.
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { toastOnFailure } from '../../../lib/failure-toast';
import { useSession } from '../../../lib/session-context';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const SIGN_OUT_EVERYWHERE_QUESTION = 'Sign out everywhere?';
const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';
const SIGN_OUT_EVERYWHERE_ERROR = 'Could not sign out everywhere. Please try again.';

export function SessionsCard() {
  const { logout } = useSession();
  const { confirm, dialog } = useConfirm();
  const signOut = useSignOutEverywhere();

  async function signOutEverywhere() {
    const yes = await confirm({
      title: SIGN_OUT_EVERYWHERE_QUESTION,
      description:
        'Every browser and device signed in to your account, this one included, is signed out. You sign in again with your password.',
      confirmLabel: 'Sign out everywhere',
    });
    if (!yes) return;
    signOut.mutate(undefined, {
      onSuccess: async () => {
        toast.success(SIGNED_OUT_EVERYWHERE_MESSAGE);
        await logout();
      },
      onError: toastOnFailure(SIGN_OUT_EVERYWHERE_ERROR),
    });
  }

  return (
    <SectionCard
      headingId="settings-sessions"
      icon={LogOut}
      title="Signed-in devices"
      description="Lost a phone, or signed in on a shared computer? End every session of your account at once."
    >
      <div className="mt-4">
        <Button variant="secondary" onClick={signOutEverywhere} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </div>
      {dialog}
    </SectionCard>
  );
}
