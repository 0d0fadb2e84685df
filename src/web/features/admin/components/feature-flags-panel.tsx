// The Settings tab's feature flags (docs/product.md §4: 'true' or 'false', toggled by a switch), each with
// what it allows and what switching it off does. A switch moves at once and moves back, with a
// message, when the server refuses.
import { ToggleRight } from 'lucide-react';
import { useState } from 'react';
import type { GlobalSetting } from '../../../../shared/api/admin';
import { SectionCard } from '../../../components/ui/section-card';
import { failureToast, showFailureToast } from '../../../lib/failure-toast';
import { readableErrorMessage } from '../../../lib/readable-error';
import { reportFailure } from '../../../lib/report-failure';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateFeatureFlag } from '../api/update-feature-flags';
import { type FlagWords, flagOrder, flagWords } from '../utils/setting-words';
import { PanelQuery } from './panel-query';

export function FeatureFlagsPanel() {
  const settings = useAdminSettings();
  const flags = (settings.data?.filter((setting) => setting.category === 'features') ?? []).sort(
    (a, b) => flagOrder(a.setting_key) - flagOrder(b.setting_key),
  );
  return (
    <SectionCard
      headingId="feature-flags-heading"
      icon={ToggleRight}
      title="Feature flags"
      description="Switch a feature off for everyone at once. The server enforces every switch and tells users why."
    >
      <PanelQuery
        query={settings}
        loading="Loading feature flags"
        failed="The feature flags could not be loaded."
      >
        {() =>
          flags.length === 0 ? (
            <p className="mt-5 text-sm text-slate-600">No feature flags are set up on this server.</p>
          ) : (
            <ul className="mt-5 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              {flags.map((flag) => (
                <FlagRow key={flag.setting_key} flag={flag} />
              ))}
            </ul>
          )
        }
      </PanelQuery>
    </SectionCard>
  );
}

function FlagRow({ flag }: { flag: GlobalSetting }) {
  const update = useUpdateFeatureFlag();
  const [problem, setProblem] = useState<string | null>(null);
  const words: FlagWords = flagWords(flag.setting_key) ?? {
    title: flag.setting_key,
    on: flag.description,
    off: '',
  };
  const on = flag.setting_value !== 'false';
  const titleId = `flag-${flag.setting_key}-title`;
  const descriptionId = `flag-${flag.setting_key}-description`;

  function toggle() {
    const next = !on;
    setProblem(null);
    update.mutate(
      { key: flag.setting_key, on: next },
      {
        onError: (error) => {
          reportFailure(`Switching ${flag.setting_key} failed`, error);
          const message = `${words.title} was not switched ${next ? 'on' : 'off'}. It is back as it was.`;
          setProblem(`${message} ${readableErrorMessage(error, 'Please try again.')}`);
          showFailureToast(failureToast(message, error));
        },
      },
    );
  }

  return (
    <li className="flex items-start justify-between gap-4 p-4 sm:gap-6">
      <div className="min-w-0">
        <p id={titleId} className="text-sm font-semibold text-slate-900">
          {words.title}
        </p>
        <div id={descriptionId} className="mt-1 space-y-1 text-sm text-slate-600">
          <p>{words.on}</p>
          {words.off && <p className="text-slate-500">{words.off}</p>}
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span
          className={`w-7 text-sm font-semibold ${on ? 'text-emerald-700' : 'text-slate-500'}`}
          aria-hidden="true"
        >
          {on ? 'On' : 'Off'}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          aria-busy={update.isPending}
          onClick={toggle}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            on ? 'bg-emerald-600' : 'bg-slate-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
              on ? 'translate-x-6' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
    </li>
  );
}
