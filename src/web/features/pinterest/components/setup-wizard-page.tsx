// /connect-pinterest: the setup wizard as a page inside the signed-in frame, offered once
// after sign-up (the boards screen at /dashboard sends a new, unconnected user here). Pinterest
// sends the browser back here: a No shows the connect step again, with the reason.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConnectionReturn } from '../hooks/use-connection-return';
import { markWizardOffered } from '../utils/wizard-memory';
import { SetupWizard, type WizardStep } from './setup-wizard';

export default function SetupWizardPage() {
  useDocumentTitle('Connect Pinterest');
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user ? String(user.id) : null;

  // Seen once is offered: the first-visit redirect will not bring this user back here.
  useEffect(() => {
    if (userId) markWizardOffered(userId);
  }, [userId]);

  const toBoards = () => void navigate('/boards');
  // A return from Pinterest opens the wizard anew at the step it calls for.
  const [opening, setOpening] = useState<{ step: WizardStep; failure: string | null }>({
    step: 1,
    failure: null,
  });
  useConnectionReturn({
    onConnected: (fromWizard) => fromWizard && setOpening({ step: 3, failure: null }),
    onWizardFailed: (message) => setOpening({ step: 2, failure: message }),
  });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl">
      <div className="text-center">
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Set up Pinterest
        </h1>
        <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
          Three quick steps to let Pinloom publish pins to your boards.
        </p>
      </div>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <SetupWizard
          key={`${opening.step}:${opening.failure}`}
          mode="page"
          initialStep={opening.step}
          initialFailure={opening.failure}
          returnTo="/connect-pinterest"
          onSkip={toBoards}
          onGetStarted={toBoards}
        />
      </div>
    </section>
  );
}
