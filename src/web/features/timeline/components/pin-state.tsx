// A pin's publishing state on its timeline card: posted (by Pinloom, or marked by hand), failed,
// waiting for Pinterest, or being published (docs/product.md §2).
import { AlertTriangle, CheckCircle2, ExternalLink, Hourglass, Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { formatPinTime, localDayOf } from '../utils/pin-time';

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** 'at 3:04 PM', or 'Nov 24 at 3:04 PM' when the moment falls on another day than `dayString`. */
function momentText(iso: string | null, dayString: string, timeZone: string): string | null {
  const time = formatPinTime(iso, timeZone);
  if (!time) return null;
  const day = localDayOf(iso, timeZone);
  if (!day || day === dayString) return `at ${time}`;
  return `${shortDay.format(new Date(`${day}T00:00:00Z`))} at ${time}`;
}

/** The colours of a pin's publishing state: whole class lists, so Tailwind finds them. */
const STATE_TONES = {
  posted: {
    box: 'flex items-start gap-2 rounded-lg bg-emerald-50 px-2.5 py-2 text-emerald-900 ring-1 ring-emerald-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-emerald-700',
  },
  failed: {
    box: 'flex items-start gap-2 rounded-lg bg-red-50 px-2.5 py-2 text-red-900 ring-1 ring-red-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-red-700',
  },
  waiting: {
    box: 'flex items-start gap-2 rounded-lg bg-amber-50 px-2.5 py-2 text-amber-950 ring-1 ring-amber-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-amber-800',
  },
} as const;

/** A publishing state's note on the card: its icon, what it is, and the details under it. */
function StateNote({
  tone,
  Icon,
  title,
  children,
}: {
  tone: keyof typeof STATE_TONES;
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const { box, icon } = STATE_TONES[tone];
  return (
    <div className={box}>
      <Icon className={icon} aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

export function PinState({
  pin,
  dayString,
  timeZone,
}: {
  pin: TimelinePin;
  dayString: string;
  timeZone: string;
}) {
  if (pin.status === 'posted') {
    const when = momentText(pin.posted_at, dayString, timeZone);
    // Published by Pinloom: docs/product.md §2's words and the pin on Pinterest. Marked by hand: Pinloom
    // sent nothing, so it does not claim a success it did not have (ADR 0031).
    const published = pin.pinterest_url !== null;
    return (
      <StateNote
        tone="posted"
        Icon={CheckCircle2}
        title={published ? 'Posted Successfully' : 'Marked as posted'}
      >
        {when && (
          <p className="text-xs">{published ? `Posted to Pinterest ${when}` : `Marked by you ${when}`}</p>
        )}
        {pin.pinterest_url && (
          <a
            href={pin.pinterest_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View on Pinterest: ${stripQuotes(pin.title)} (opens in a new tab)`}
            className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-900 underline decoration-emerald-700/40 underline-offset-2 hover:decoration-emerald-900"
          >
            View on Pinterest
            <ExternalLink className="h-3 w-3" aria-hidden="true" />
          </a>
        )}
      </StateNote>
    );
  }
  if (pin.status === 'failed') {
    return (
      <StateNote tone="failed" Icon={AlertTriangle} title="Publishing failed">
        {pin.failure_reason && <p className="text-xs break-words">{pin.failure_reason}</p>}
      </StateNote>
    );
  }
  if (pin.status === 'scheduled' && pin.retry_at) {
    return (
      <StateNote tone="waiting" Icon={Hourglass} title="Waiting for Pinterest">
        <p className="text-xs">
          Pinterest asked Pinloom to wait. Next try {momentText(pin.retry_at, dayString, timeZone)}.
        </p>
      </StateNote>
    );
  }
  if (pin.status === 'publishing') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-2.5 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
        <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        Publishing…
      </p>
    );
  }
  return null;
}
