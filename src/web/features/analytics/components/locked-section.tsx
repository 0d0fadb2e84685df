// A part of the page the workspace's plan does not have: the feature's own words
// and "Upgrade to X" (LockedFeatureNotice), under the section's own heading.
import { Lock } from 'lucide-react';
import { useId } from 'react';
import type { PlanFeature } from '../../../../shared/plan-features';
import { LockedFeatureNotice } from '../../../components/ui/locked-feature-notice';

export function LockedSection({ title, feature }: { title: string; feature: PlanFeature }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Lock className="h-4 w-4 text-slate-500" aria-hidden="true" />
        {title}
      </h2>
      <LockedFeatureNotice feature={feature} className="mt-2" />
    </section>
  );
}
