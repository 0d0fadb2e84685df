// Settings → Plan and billing: the Enterprise account manager staff assigned (ADR 0033), whom to
// write to. Nothing is shown without one.
import { Headset } from 'lucide-react';
import { useSupportPlan } from '../../../api/get-support-plan';
import { SectionCard } from '../../../components/ui/section-card';

export function AccountManagerCard() {
  const manager = useSupportPlan().data?.account_manager;
  if (!manager) return null;
  return (
    <SectionCard
      headingId="settings-account-manager"
      icon={Headset}
      title="Your account manager"
      description="Part of your Enterprise plan: write to them about anything, or ask for a call from Help."
    >
      <p className="mt-4 text-sm text-slate-700">
        <strong>{manager.name}</strong> ·{' '}
        <a href={`mailto:${manager.email}`} className="text-brand-700 underline">
          {manager.email}
        </a>
      </p>
    </SectionCard>
  );
}
