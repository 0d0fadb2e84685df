// The Pinterest setup wizard (docs/product.md §2, §4): three steps (welcome, connect, all set) with a
// progress bar. It checks the connection on open and every 2 seconds while on the connect
// step, and moves to the last step once the account is connected. Shown as a page or a modal.
import {
  ArrowLeft,
  ArrowRight,
  BarChart3,
  CalendarClock,
  Check,
  CircleCheckBig,
  Eye,
  FolderPlus,
  Images,
  LayoutGrid,
  Lock,
  Send,
  Sparkles,
  User,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ConnectionReturnPath, ConnectionStatus } from '../../../../shared/api/pinterest';
import { PINTEREST_ACCESS, type PinterestScope } from '../../../../shared/pinterest-access';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useConnectPinterest } from '../api/connect-pinterest';
import { isConnected, useConnectionStatus } from '../api/get-connection-status';
import { connectFailureMessage } from '../utils/messages';
import { rememberWizardConnecting } from '../utils/wizard-memory';
import { DemoBadge } from './demo-badge';

export type WizardStep = 1 | 2 | 3;
type WizardState = 'idle' | 'connecting' | 'connected' | 'error';

/** docs/product.md §9: the wizard has 3 steps and polls the connection every 2000 ms on step 2. */
const WIZARD_STEPS = 3;
const CONNECTION_POLL_MS = 2000;

/**
 * 'Step N of 3' and its percent, rounded: 33, 67, 100.
 * @internal for tests and benchmarks, not production code
 */
export function wizardProgress(step: WizardStep): { label: string; percent: number } {
  return { label: `Step ${step} of ${WIZARD_STEPS}`, percent: Math.round((step / WIZARD_STEPS) * 100) };
}

/** Every scope Pinloom asks Pinterest for is named on step 2 (the server always asks for all). */
const SCOPE_ICONS: Record<PinterestScope, ReactNode> = {
  'user_accounts:read': <User className="h-4 w-4" />,
  'boards:read': <Eye className="h-4 w-4" />,
  'boards:write': <FolderPlus className="h-4 w-4" />,
  'pins:read': <Images className="h-4 w-4" />,
  'pins:write': <Sparkles className="h-4 w-4" />,
};

// Static widths: the strict CSP rules out style attributes from markup, and three steps need no more.
const BAR_WIDTHS: Record<WizardStep, string> = { 1: 'w-1/3', 2: 'w-2/3', 3: 'w-full' };

export interface SetupWizardProps {
  mode: 'page' | 'modal';
  initialStep?: WizardStep;
  /** Where Pinterest sends the browser back to. */
  returnTo?: ConnectionReturnPath;
  /** 'Skip for now', offered in page mode only. */
  onSkip?: () => void;
  /** 'Get Started' on the last step. */
  onGetStarted: () => void;
  /** Why the last connection failed (Deny on Pinterest): shown on the connect step. */
  initialFailure?: string | null;
}

export function SetupWizard({
  mode,
  initialStep = 1,
  returnTo = '/boards',
  onSkip,
  onGetStarted,
  initialFailure = null,
}: SetupWizardProps) {
  const [step, setStep] = useState<WizardStep>(initialStep);
  const [failure, setFailure] = useState<string | null>(initialFailure);
  // Checked on open (never a cached answer), then polled only while the connect step shows.
  const status = useConnectionStatus({
    staleTime: 0,
    refetchInterval: step === 2 ? CONNECTION_POLL_MS : false,
  });
  const connect = useConnectPinterest();
  const connected = isConnected(status.data);

  useEffect(() => {
    if (connected) setStep(3);
  }, [connected]);

  const state: WizardState = connected
    ? 'connected'
    : connect.isPending || connect.isSuccess
      ? 'connecting'
      : failure
        ? 'error'
        : 'idle';

  function startConnection() {
    setFailure(null);
    connect.mutate(
      { returnTo, onLeaving: rememberWizardConnecting },
      { onError: (error) => setFailure(connectFailureMessage(error)) },
    );
  }

  const headingLevel = mode === 'page' ? 2 : 3;
  const skip = mode === 'page' && onSkip && step !== 3 && (
    <Button variant="ghost" onClick={onSkip}>
      Skip for now
    </Button>
  );

  return (
    <div className="space-y-6" data-state={state}>
      {status.data?.demo && <DemoBadge />}
      <WizardProgress step={step} />
      {step === 1 && (
        <StepPanel level={headingLevel} title="Welcome to Pinloom!" focusOnMount={initialStep !== 1}>
          <p className="text-slate-600">
            Connect your Pinterest account and Pinloom does the busy work: it writes, designs and publishes
            pins for your boards while you get on with your day.
          </p>
          <ul className="mt-5 space-y-3">
            <Benefit icon={<Send className="h-5 w-5" />} title="Automatic posting">
              Approved pins are published to your boards for you.
            </Benefit>
            <Benefit icon={<BarChart3 className="h-5 w-5" />} title="Access to your boards and analytics">
              Bring in your Pinterest boards and see how your pins perform.
            </Benefit>
            <Benefit icon={<CalendarClock className="h-5 w-5" />} title="Scheduling">
              Pins go out within your posting window, spread across the days ahead.
            </Benefit>
          </ul>
        </StepPanel>
      )}
      {step === 2 && (
        <StepPanel level={headingLevel} title="Connect Your Pinterest Account" focusOnMount>
          <p className="text-slate-600">
            You'll go to Pinterest to approve access, then come straight back here.
          </p>
          <p id="wizard-access" className="mt-5 text-sm font-semibold text-slate-900">
            Pinloom asks to:
          </p>
          <ul aria-labelledby="wizard-access" className="mt-2 space-y-2.5">
            {PINTEREST_ACCESS.map(({ scope, label, reason }) => (
              <Access key={scope} icon={SCOPE_ICONS[scope]} label={label} reason={reason} />
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              We never post without your explicit permission: only the pins you approve are published.
            </span>
          </p>
          <div className="mt-5">
            <FormAlert message={state === 'error' ? failure : null} />
          </div>
        </StepPanel>
      )}
      {step === 3 && (
        <StepPanel level={headingLevel} title="You're All Set!" focusOnMount={initialStep !== 3}>
          <div className="flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CircleCheckBig className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <p>{connectedText(status.data)}</p>
          </div>
          <p id="wizard-next-steps" className="mt-5 text-sm font-semibold text-slate-900">
            Next steps
          </p>
          <ol aria-labelledby="wizard-next-steps" className="mt-2 space-y-2">
            <NextStep number={1} icon={<LayoutGrid className="h-4 w-4" />}>
              Sync your Pinterest boards on the Boards page
            </NextStep>
            <NextStep number={2} icon={<Sparkles className="h-4 w-4" />}>
              Generate pins for a board in its style and brand colors
            </NextStep>
            <NextStep number={3} icon={<CalendarClock className="h-4 w-4" />}>
              Review and approve them into your schedule
            </NextStep>
          </ol>
        </StepPanel>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {step === 2 && (
            <Button variant="secondary" onClick={() => setStep(1)} disabled={state === 'connecting'}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back
            </Button>
          )}
          {skip}
        </div>
        {step === 1 && (
          <Button onClick={() => setStep(2)}>
            Next
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
        {step === 2 && (
          <Button onClick={startConnection} disabled={state === 'connecting'}>
            {state === 'connecting' ? 'Connecting...' : 'Connect Pinterest Account'}
          </Button>
        )}
        {step === 3 && (
          <Button onClick={onGetStarted}>
            Get Started
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

function WizardProgress({ step }: { step: WizardStep }) {
  const { label, percent } = wizardProgress(step);
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-slate-800">{label}</span>
        <span className="text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Pinterest setup progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}%`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full ${BAR_WIDTHS[step]} rounded-full bg-linear-to-r from-brand-500 to-brand-700 transition-[width] duration-500 ease-out`}
        />
      </div>
    </div>
  );
}

/** One step; its heading takes focus when the step changes, so screen readers hear the new step. */
function StepPanel({
  level,
  title,
  focusOnMount,
  children,
}: {
  level: 2 | 3;
  title: string;
  focusOnMount: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step first shows.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight text-ink-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </Heading>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The icon at the start of a list item, centred in a tinted square or circle; decorative. */
function IconBadge({ size, look, icon }: { size: string; look: string; icon: ReactNode }) {
  return (
    <span aria-hidden="true" className={`flex ${size} shrink-0 items-center justify-center ${look}`}>
      {icon}
    </span>
  );
}

function Benefit({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <IconBadge size="h-10 w-10" look="rounded-xl bg-brand-50 text-brand-700" icon={icon} />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** One permission asked for and why: "Create pins: to publish the pins you approve, …". */
function Access({ icon, label, reason }: { icon: ReactNode; label: string; reason: string }) {
  return (
    <li className="flex items-start gap-2.5 text-sm text-slate-800">
      <IconBadge size="h-7 w-7" look="rounded-full bg-slate-100 text-slate-700" icon={icon} />
      <span className="min-w-0 flex-1 pt-1">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-slate-600">: {reason}</span>
      </span>
      <Check className="mt-1.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
    </li>
  );
}

function NextStep({ number, icon, children }: { number: number; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 text-sm text-slate-800">
      <IconBadge size="h-7 w-7" look="rounded-full bg-brand-50 text-brand-700" icon={icon} />
      <span className="sr-only">{number}.</span>
      {children}
    </li>
  );
}

/** Which accounts are connected, by name: the workspace may have several (ADR 0032). */
function connectedText(status: ConnectionStatus | undefined): string {
  const names = (status?.accounts ?? []).map((account) => `@${account.userInfo.username}`);
  if (names.length > 1) return `Your Pinterest accounts ${names.join(', ')} are connected.`;
  if (status?.userInfo) return `Your Pinterest account @${status.userInfo.username} is connected.`;
  return 'Your Pinterest account is connected.';
}
