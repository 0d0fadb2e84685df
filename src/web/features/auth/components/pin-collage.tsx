import { CalendarClock, Check } from 'lucide-react';

// Decorative pins for the sign-in side panel; drawn with CSS, so nothing loads from elsewhere.
const columns = [
  [
    { title: 'Cozy fall reading nook', tone: 'from-amber-200 to-orange-300', height: 'h-48' },
    { title: 'Minimal desk setup', tone: 'from-slate-200 to-slate-300', height: 'h-36' },
  ],
  [
    {
      title: '5-minute breakfast bowls',
      tone: 'from-rose-200 to-brand-300',
      height: 'h-60',
      scheduled: true,
    },
    { title: 'Weekend hiking checklist', tone: 'from-emerald-200 to-teal-300', height: 'h-40' },
  ],
  [
    { title: 'Small balcony garden ideas', tone: 'from-lime-200 to-emerald-300', height: 'h-40' },
    { title: 'Watercolor lettering basics', tone: 'from-sky-200 to-indigo-300', height: 'h-52' },
  ],
];

const claims = ['7-day free trial', 'No credit card required', 'Cancel anytime'];

export function PinCollage() {
  return (
    <div className="hidden lg:block">
      <p className="text-4xl font-bold tracking-tight text-ink-900">Your boards, on a steady schedule.</p>
      <p className="mt-4 max-w-lg text-base text-slate-700">
        Pinloom writes each title and description, designs the image in your brand colors, and schedules every
        approved pin inside your posting window.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-800">
        {claims.map((claim) => (
          <li key={claim} className="inline-flex items-center gap-1.5">
            <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {claim}
          </li>
        ))}
      </ul>
      <div className="mt-10 grid max-w-lg grid-cols-3 gap-4" aria-hidden="true">
        {columns.map((column, index) => (
          <div key={column[0]?.title} className={`flex flex-col gap-4 ${index === 1 ? 'mt-8' : ''}`}>
            {column.map((pin) => (
              <div
                key={pin.title}
                className={`relative flex ${pin.height} flex-col justify-end rounded-2xl bg-linear-to-br ${pin.tone} p-3 shadow-md ring-1 ring-slate-900/5`}
              >
                {'scheduled' in pin && (
                  <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-800">
                    <CalendarClock className="h-3 w-3" />
                    9:30 AM
                  </span>
                )}
                <span className="rounded-lg bg-white/85 px-2 py-1.5 text-xs font-semibold leading-snug text-slate-900">
                  {pin.title}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
