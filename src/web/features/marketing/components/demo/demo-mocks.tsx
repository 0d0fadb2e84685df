// Illustrations for the demo walkthrough, drawn with HTML and CSS (no images). Each is
// announced as one image with a short description; the look follows the signed-in app.
import { Check, CheckCircle2, Clock, Loader2, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { PINTEREST_ACCESS } from '../../../../../shared/pinterest-access';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="relative rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex gap-1.5">
        <span className="h-2.5 w-2.5 rounded-full bg-slate-200" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-200" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-200" />
      </div>
      {children}
    </div>
  );
}

function MiniPin({
  title,
  gradient,
  className = '',
}: {
  title: string;
  gradient: string;
  className?: string;
}) {
  return (
    <div
      className={`relative aspect-[2/3] overflow-hidden rounded-xl bg-linear-to-br ${gradient} ${className}`}
    >
      <div className="absolute -top-4 -right-4 h-16 w-16 rounded-full bg-white/15" />
      <p className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/60 to-transparent p-2.5 pt-8 text-xs leading-tight font-bold text-white">
        {title}
      </p>
    </div>
  );
}

/** A mock of one pin with, beside it, what is happening to it. */
function PinBesideDetails({
  label,
  title,
  gradient,
  children,
}: {
  label: string;
  title: string;
  gradient: string;
  children: ReactNode;
}) {
  return (
    <Frame label={label}>
      <div className="flex gap-5">
        <MiniPin title={title} gradient={gradient} className="w-28 flex-none" />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Frame>
  );
}

export function ConnectMock() {
  return (
    <Frame
      label={`Illustration: a Pinterest account connected, with permission to ${PINTEREST_ACCESS.map((access) => access.label.toLowerCase()).join(', ')}`}
    >
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
          P
        </span>
        <div className="flex-1">
          <p className="font-semibold text-ink-900">Pinterest account</p>
          <p className="text-sm text-slate-600">@sundaypantry</p>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
          <CheckCircle2 className="h-3.5 w-3.5" /> Connected
        </span>
      </div>
      <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-4 text-sm text-slate-700">
        {PINTEREST_ACCESS.map(({ scope, label }) => (
          <li key={scope} className="flex items-center gap-2">
            <Check className="h-4 w-4 text-emerald-600" />
            {label}
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function BoardsMock() {
  return (
    <Frame label="Illustration: a board called Weeknight Dinners set to the modern style with red, white and black brand colors">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Board</p>
      <p className="mt-1 text-lg font-semibold text-ink-900">Weeknight Dinners</p>
      <p className="text-sm text-slate-600">Quick family meals in 30 minutes or less.</p>
      <p className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Style</p>
      <div className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {['Modern', 'Vintage', 'Minimalist', 'Bold'].map((style, i) => (
          <span
            key={style}
            className={`rounded-lg px-2 py-1.5 text-center font-medium ${
              i === 0 ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {style}
          </span>
        ))}
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Brand colors</p>
      <div className="mt-2 flex gap-2">
        <span className="h-8 w-8 rounded-full bg-brand-600 ring-1 ring-slate-200" />
        <span className="h-8 w-8 rounded-full bg-white ring-1 ring-slate-300" />
        <span className="h-8 w-8 rounded-full bg-black ring-1 ring-slate-200" />
      </div>
    </Frame>
  );
}

const STAGES = [
  { name: 'Writing title and description', state: 'done' },
  { name: 'Designing the image', state: 'done' },
  { name: 'Composing the pin', state: 'active' },
  { name: 'Saving', state: 'waiting' },
] as const;

export function GenerateMock() {
  return (
    <PinBesideDetails
      label="Illustration: a pin being generated, three quarters done, with the text and image already finished"
      title="One-Pan Lemon Chicken"
      gradient="from-amber-600 via-orange-700 to-brand-900"
    >
      <p className="font-semibold text-ink-900">Generating pin…</p>
      <div className="mt-3 h-2 rounded-full bg-slate-100">
        <div className="h-2 w-3/4 rounded-full bg-brand-600" />
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        {STAGES.map((stage) => (
          <li key={stage.name} className="flex items-center gap-2 text-slate-700">
            {stage.state === 'done' && <CheckCircle2 className="h-4 w-4 flex-none text-emerald-600" />}
            {stage.state === 'active' && <Loader2 className="h-4 w-4 flex-none text-brand-600" />}
            {stage.state === 'waiting' && (
              <span className="h-4 w-4 flex-none rounded-full border-2 border-slate-300" />
            )}
            {stage.name}
          </li>
        ))}
      </ul>
    </PinBesideDetails>
  );
}

export function ReviewMock() {
  return (
    <PinBesideDetails
      label="Illustration: a generated pin waiting for review, with Edit and Approve buttons"
      title="20 Cozy Soups for Fall"
      gradient="from-brand-600 via-brand-800 to-ink-900"
    >
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
        Needs review
      </span>
      <p className="mt-2 font-semibold text-ink-900">20 Cozy Soups for Fall</p>
      <p className="mt-1 text-sm leading-6 text-slate-600">
        Warm, one-pot soups ready in 30 minutes. Save these for your weeknight dinner rotation.
      </p>
      <div className="mt-4 flex gap-2">
        <span className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-800">
          <Pencil className="h-3.5 w-3.5" /> Edit
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
          <Check className="h-3.5 w-3.5" /> Approve
        </span>
      </div>
    </PinBesideDetails>
  );
}

const WEEK = [
  { day: 'Mon', pins: ['9:04 AM', '11:21 AM'] },
  { day: 'Tue', pins: ['9:12 AM'] },
  { day: 'Wed', pins: ['9:27 AM', '11:08 AM', '1:15 PM'] },
  { day: 'Thu', pins: ['9:18 AM'] },
  { day: 'Fri', pins: ['9:09 AM', '11:30 AM'] },
] as const;

export function ScheduleMock() {
  return (
    <Frame label="Illustration: a week's timeline with approved pins spread across the morning and early afternoon">
      <div className="flex items-center justify-between">
        <p className="font-semibold text-ink-900">Schedule Timeline</p>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
          <Clock className="h-3.5 w-3.5" /> 09:00–20:00
        </span>
      </div>
      <div className="mt-4 grid grid-cols-5 gap-2">
        {WEEK.map(({ day, pins }) => (
          <div key={day} className="rounded-lg bg-slate-50 p-1.5 sm:p-2">
            <p className="text-center text-xs font-semibold text-slate-700">{day}</p>
            <div className="mt-2 space-y-1.5">
              {pins.map((time) => (
                <span
                  key={time}
                  className="block rounded-md bg-white px-1 py-1 text-center text-[10px] font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 sm:text-xs"
                >
                  {time}
                </span>
              ))}
            </div>
          </div>
        ))}
      </div>
    </Frame>
  );
}

const PUBLISHED = [
  {
    title: 'One-Pan Lemon Chicken',
    status: 'Posted',
    time: 'Today, 9:04 AM',
    tone: 'bg-emerald-100 text-emerald-800',
  },
  {
    title: '20 Cozy Soups for Fall',
    status: 'Posted',
    time: 'Today, 11:21 AM',
    tone: 'bg-emerald-100 text-emerald-800',
  },
  {
    title: 'Easy Sheet-Pan Tacos',
    status: 'Scheduled',
    time: 'Tomorrow, 9:12 AM',
    tone: 'bg-slate-100 text-slate-700',
  },
] as const;

export function PublishMock() {
  return (
    <Frame label="Illustration: two pins posted to Pinterest today and one scheduled for tomorrow">
      <ul className="divide-y divide-slate-100">
        {PUBLISHED.map((pin) => (
          <li key={pin.title} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span className="h-12 w-8 flex-none rounded-md bg-linear-to-br from-brand-600 to-brand-900" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900">{pin.title}</p>
              <p className="text-xs text-slate-600">{pin.time}</p>
            </div>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${pin.tone}`}>{pin.status}</span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
