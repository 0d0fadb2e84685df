// Settings → Team (ADR 0032): who works in the tab's workspace and with which role, the invitations
// still open, and, for owners and admins, inviting by email, changing roles and removing people.
// Another workspace's team is its own: opened from the Workspaces card above (or the header's
// switcher), not picked here. The server decides every change; this screen only hides what the
// person's role cannot do.

import { Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  INVITABLE_ROLES,
  type MembersResponse,
  ROLE_DESCRIPTIONS,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '../../../../shared/api/workspaces';
import { useWorkspaceTimeZone } from '../../../api/get-usage';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

import {
  useChangeRole,
  useInvite,
  useMembers,
  useRemoveMember,
  useWithdrawInvitation,
  useWorkspaces,
} from '../api/workspaces';
import { useCurrentWorkspace } from '../hooks/use-workspace-role';

type Member = MembersResponse['members'][number];
type Invitation = MembersResponse['invitations'][number];

const manages = (role: WorkspaceRole) => role === 'owner' || role === 'admin';
const roleName = (role: WorkspaceRole) => role.charAt(0).toUpperCase() + role.slice(1);
/** 'Jan 9': the day in the user's time zone (Settings), not the browser's (ADR 0025). */
const shortDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(new Date(iso));

export function TeamCard() {
  const workspaces = useWorkspaces();
  const { workspace } = useCurrentWorkspace();
  return (
    <SectionCard
      headingId="settings-team"
      icon={Users}
      title={workspace ? `Team of ${workspace.name}` : 'Team'}
      description="The people who work in this workspace, and what each may do. To see another workspace's team, open it above."
    >
      {workspaces.isPending && <LoadingBlock label="Loading your team" />}
      {workspaces.isError && (
        <div className="mt-6">
          <FormAlert message="Your team could not be loaded. Please reload the page." />
        </div>
      )}
      {workspace && <Team key={workspace.id} workspaceId={workspace.id} myRole={workspace.role} />}
    </SectionCard>
  );
}

function Team({ workspaceId, myRole }: { workspaceId: string; myRole: WorkspaceRole }) {
  const members = useMembers(workspaceId);
  if (members.isPending) return <LoadingBlock label="Loading your team" />;
  if (members.isError) {
    return (
      <div className="mt-6">
        <FormAlert
          message={errorMessage(members.error, 'Your team could not be loaded. Please reload the page.')}
        />
      </div>
    );
  }
  const { member_limit: limit } = members.data;
  const seats = members.data.members.length + members.data.invitations.filter((i) => !i.expired).length;
  return (
    <div className="mt-6 space-y-6">
      <p className="text-sm text-slate-600">
        {limit === null ? `${seats} people, no limit on your plan.` : `${seats} of ${limit} seats used`}
        {limit !== null && seats >= limit && ' — upgrade your plan to add more people.'}
      </p>
      <MemberList workspaceId={workspaceId} myRole={myRole} members={members.data.members} />
      {members.data.invitations.length > 0 && (
        <InvitationList
          workspaceId={workspaceId}
          canManage={manages(myRole)}
          invitations={members.data.invitations}
        />
      )}
      {manages(myRole) && <InviteForm workspaceId={workspaceId} />}
      <RoleLegend />
    </div>
  );
}

function MemberList({
  workspaceId,
  myRole,
  members,
}: {
  workspaceId: string;
  myRole: WorkspaceRole;
  members: Member[];
}) {
  const { user } = useSession();
  const changeRole = useChangeRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const { confirm, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  // Owners manage everyone; admins everyone below owner.
  const canChange = (member: Member) => myRole === 'owner' || (myRole === 'admin' && member.role !== 'owner');
  const roleChoices =
    myRole === 'owner' ? WORKSPACE_ROLES : WORKSPACE_ROLES.filter((role) => role !== 'owner');
  // The last owner cannot leave (the server says last_owner): no button that can only be refused.
  const soleOwner = members.filter((member) => member.role === 'owner').length === 1;
  const canLeave = (member: Member) => !(soleOwner && member.role === 'owner');

  function onRole(member: Member, role: WorkspaceRole) {
    setProblem(null);
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => toast.success(`${member.first_name} is now ${roleName(role).toLowerCase()}.`),
        onError: (error) => setProblem(errorMessage(error, 'Could not change the role. Please try again.')),
      },
    );
  }

  async function onRemove(member: Member) {
    const self = member.user_id === user?.id;
    const yes = await confirm({
      title: self ? 'Leave this workspace?' : `Remove ${member.first_name}?`,
      description: self
        ? 'You lose access to its boards and pins at once. An owner or admin can invite you again.'
        : `${member.first_name} loses access to its boards and pins at once. What they made stays.`,
      confirmLabel: self ? 'Leave' : 'Remove',
    });
    if (!yes) return;
    setProblem(null);
    remove.mutate(member.user_id, {
      onSuccess: () => toast.success(self ? 'You left the workspace.' : `${member.first_name} was removed.`),
      onError: (error) => setProblem(errorMessage(error, 'Could not remove them. Please try again.')),
    });
  }

  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Members</h3>
      <FormAlert message={problem} />
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {members.map((member) => {
          const self = member.user_id === user?.id;
          const name = `${member.first_name} ${member.last_name}`.trim();
          return (
            <li
              key={member.user_id}
              className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {name}
                  {self && <span className="ml-1 text-sm font-normal text-slate-500">(you)</span>}
                </p>
                <p className="break-all text-sm text-slate-600">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {canChange(member) && !self ? (
                  <SelectField
                    label={<span className="sr-only">Role of {name}</span>}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => onRole(member, event.target.value as WorkspaceRole)}
                  >
                    {roleChoices.map((role) => (
                      <option key={role} value={role}>
                        {roleName(role)}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <span className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700">
                    {roleName(member.role)}
                  </span>
                )}
                {((self && canLeave(member)) || (!self && canChange(member))) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemove(member)}
                    disabled={remove.isPending}
                  >
                    {self ? 'Leave' : 'Remove'}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {dialog}
    </div>
  );
}

function InvitationList({
  workspaceId,
  canManage,
  invitations,
}: {
  workspaceId: string;
  canManage: boolean;
  invitations: Invitation[];
}) {
  const timeZone = useWorkspaceTimeZone();
  const withdraw = useWithdrawInvitation(workspaceId);
  const invite = useInvite(workspaceId);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (fallback: string) => (error: unknown) => setProblem(errorMessage(error, fallback));

  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Invitations</h3>
      <FormAlert message={problem} />
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="break-all font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {roleName(invitation.role)} ·{' '}
                {invitation.expired
                  ? 'expired'
                  : `link works until ${shortDate(invitation.expires_at, timeZone)}`}
              </p>
            </div>
            {canManage && (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={invite.isPending}
                  onClick={() =>
                    invite.mutate(
                      { email: invitation.email, role: invitation.role },
                      {
                        onSuccess: () =>
                          toast.success(`A new invitation is on its way to ${invitation.email}.`),
                        onError: failed('Could not send the invitation again. Please try again.'),
                      },
                    )
                  }
                >
                  Send again
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => toast.success(`The invitation to ${invitation.email} was withdrawn.`),
                      onError: failed('Could not withdraw the invitation. Please try again.'),
                    })
                  }
                >
                  Withdraw
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useInvite(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof INVITABLE_ROLES)[number]>('editor');
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setProblem('Please enter the email address to invite.');
      return;
    }
    setProblem(null);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(`Invitation sent to ${address}. The link works for 7 days.`);
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'Could not send the invitation. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="team-invite-heading" noValidate>
      <h3 id="team-invite-heading" className="text-sm font-semibold text-slate-900">
        Invite someone
      </h3>
      <FormAlert message={problem} />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField
          label="Email"
          name="invite_email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          name="invite_role"
          value={role}
          onChange={(event) => setRole(event.target.value as (typeof INVITABLE_ROLES)[number])}
          hint={ROLE_DESCRIPTIONS[role]}
        >
          {INVITABLE_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {roleName(choice)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}

function RoleLegend() {
  return (
    <details className="text-sm text-slate-600">
      <summary className="cursor-pointer font-medium text-slate-800">What each role may do</summary>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[8rem_1fr]">
        {WORKSPACE_ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-medium text-slate-900">{roleName(role)}</dt>
            <dd>{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
