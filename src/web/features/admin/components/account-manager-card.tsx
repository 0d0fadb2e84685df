// The user page's account manager (ADR 0033): an Enterprise customer's admin contact, chosen from
// the admin accounts; their new tickets are assigned to them. Below Enterprise the card says so.
import { Headset } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { toastOnFailure } from '../../../lib/failure-toast';
import { useAccountManager, useAssignAccountManager } from '../api/account-manager';
import { DetailCard } from './detail-card';

const SAVE_ERROR = 'Could not change the account manager. Please try again.';

export function AccountManagerCard({ userId }: { userId: string }) {
  const selectId = useId();
  const manager = useAccountManager(userId);
  const assign = useAssignAccountManager(userId);
  const [choice, setChoice] = useState<string | null>(null);
  const data = manager.data;
  if (!data) {
    return (
      <DetailCard icon={Headset} title="Account manager">
        <p className="text-sm text-slate-600">
          {manager.isError ? 'Could not load the account manager.' : 'Loading…'}
        </p>
      </DetailCard>
    );
  }
  const current = data.account_manager?.id ?? '';
  const selected = choice ?? current;
  const enterprise = data.plan === 'enterprise';
  const save = () =>
    assign.mutate(selected || null, {
      onSuccess: (answer) => {
        setChoice(null);
        toast.success(
          answer.account_manager
            ? `${answer.account_manager.name} manages this account.`
            : 'Account manager removed.',
        );
      },
      onError: toastOnFailure(SAVE_ERROR),
    });
  return (
    <DetailCard icon={Headset} title="Account manager">
      {!enterprise && !data.account_manager ? (
        <p className="text-sm text-slate-600">An account manager is part of the Enterprise plan.</p>
      ) : (
        <div className="space-y-3">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            Manager
          </label>
          <select
            id={selectId}
            name="account_manager"
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
            className={`${inputClasses} pr-9`}
          >
            <option value="">No account manager</option>
            {data.candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id} disabled={!enterprise}>
                {candidate.name} ({candidate.email})
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-600">
            Their new tickets are assigned to the manager, who is shown to them in Help and Settings.
          </p>
          <Button size="sm" onClick={save} disabled={assign.isPending || selected === current}>
            Save manager
          </Button>
        </div>
      )}
    </DetailCard>
  );
}
