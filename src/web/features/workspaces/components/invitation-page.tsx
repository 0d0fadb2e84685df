// /invitation?token=…: the link from an invitation email (ADR 0032). It shows who invited whom into
// which workspace before anyone signs in; signed in with the invited address, one button joins;
// signed out, it offers to sign in or create an account and brings the person back here. A link
// that is expired, used, withdrawn or not valid says which. The token is sent in request bodies only.
import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  INVITATION_ERRORS,
  type InvitationError,
  ROLE_DESCRIPTIONS,
} from '../../../../shared/api/workspaces';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkProblem } from '../../../components/ui/link-problem';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Logo } from '../../../components/ui/logo';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptInvitation, useInvitationPreview } from '../api/workspaces';
import { resetWorkspaceData } from '../utils/workspace-data';

const PREVIEW_FAILED_MESSAGE = 'Could not open this invitation. Please reload the page to try again.';

function invitationProblem(error: unknown): InvitationError | null {
  return error instanceof ApiError && error.code && error.code in INVITATION_ERRORS
    ? (error.code as InvitationError)
    : null;
}

export default function InvitationPage() {
  useDocumentTitle('Join a workspace');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <section
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="invitation-heading"
        >
          <h1
            id="invitation-heading"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
          >
            <Users className="h-6 w-6 text-brand-600" aria-hidden="true" />
            Join a workspace
          </h1>
          {token ? <Invitation token={token} /> : <Unusable problem="invitation_invalid" />}
        </section>
      </div>
    </main>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const { status, user, logout } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `/invitation?token=${encodeURIComponent(token)}`;

  if (preview.isPending) return <LoadingBlock label="Opening your invitation" />;
  const problem = invitationProblem(preview.error) ?? invitationProblem(accept.error);
  if (problem) return <Unusable problem={problem} />;
  if (preview.isError) {
    return (
      <div className="mt-6">
        <FormAlert message={PREVIEW_FAILED_MESSAGE} />
      </div>
    );
  }
  const invitation = preview.data;
  // The stored user keeps the API's fields as sent; its email is read only if it is one.
  const signedInAs = typeof user?.email === 'string' ? user.email : '';
  const sameAddress = signedInAs.toLowerCase() === invitation.email.toLowerCase();

  return (
    <div className="mt-6 space-y-5">
      <p className="text-slate-700">
        {invitation.invited_by ?? 'Someone'} invited{' '}
        <span className="font-medium break-all">{invitation.email}</span> to join{' '}
        <span className="font-semibold text-slate-900">{invitation.workspace_name}</span> as{' '}
        <span className="font-semibold text-slate-900">{invitation.role}</span>.
      </p>
      <p className="text-sm text-slate-600">
        {invitation.role[0]?.toUpperCase()}
        {invitation.role.slice(1)}: {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}.
      </p>
      {accept.isError && (
        <FormAlert message={errorMessage(accept.error, 'Could not join. Please try again.')} />
      )}
      {status === 'loading' ? (
        <LoadingBlock label="Checking your session" />
      ) : status === 'authenticated' && sameAddress ? (
        <Button
          size="lg"
          className="w-full"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onSuccess: ({ workspace }) => {
                // The tab now works in the workspace joined; nothing of the one before stays on screen.
                saveCurrentWorkspaceId(workspace.id);
                void resetWorkspaceData(queryClient);
                toast.success(`You joined ${workspace.name}.`);
                navigate('/settings/team', { replace: true });
              },
            })
          }
        >
          {accept.isPending ? 'Joining...' : `Join ${invitation.workspace_name}`}
        </Button>
      ) : status === 'authenticated' ? (
        <div className="space-y-3">
          <FormAlert
            message={`You are signed in as ${signedInAs}. ${INVITATION_ERRORS.invitation_other_email}`}
          />
          <Button variant="secondary" className="w-full" onClick={() => void logout()}>
            Sign out
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <ButtonLink to={`/login?next=${encodeURIComponent(here)}`} size="lg" className="w-full">
            Sign in to accept
          </ButtonLink>
          <ButtonLink
            to={`/signup?email=${encodeURIComponent(invitation.email)}&next=${encodeURIComponent(here)}`}
            variant="secondary"
            size="lg"
            className="w-full"
          >
            Create an account
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

function Unusable({ problem }: { problem: InvitationError }) {
  return (
    <div className="mt-6">
      <LinkProblem message={INVITATION_ERRORS[problem]} />
    </div>
  );
}
