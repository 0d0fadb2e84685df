import { CalendarClock, CheckCircle2, type LucideIcon, Sparkles } from 'lucide-react';

interface MockPin {
  title: string;
  topic: string;
  gradient: string;
  /** Pushes the second pin of a column out of sight on phones, where space is short. */
  wideOnly?: boolean;
}

const COLUMNS: MockPin[][] = [
  [
    {
      title: '15-Minute Weeknight Pasta',
      topic: 'Recipes',
      gradient: 'from-orange-600 via-brand-700 to-brand-900',
    },
    {
      title: 'Boho Living Room Refresh',
      topic: 'Home decor',
      gradient: 'from-stone-600 via-stone-700 to-stone-900',
      wideOnly: true,
    },
  ],
  [
    {
      title: 'Capsule Wardrobe for Fall',
      topic: 'Style',
      gradient: 'from-brand-600 via-brand-800 to-ink-900',
    },
    {
      title: 'Grow Herbs on a Balcony',
      topic: 'Garden',
      gradient: 'from-emerald-600 via-emerald-800 to-teal-900',
      wideOnly: true,
    },
  ],
  [
    {
      title: 'Watercolor Wedding Invites',
      topic: 'Weddings',
      gradient: 'from-violet-600 via-violet-800 to-indigo-900',
    },
    {
      title: 'Road Trip Packing Checklist',
      topic: 'Travel',
      gradient: 'from-sky-600 via-sky-800 to-blue-900',
      wideOnly: true,
    },
  ],
];

function PinCard({ pin }: { pin: MockPin }) {
  return (
    <div
      className={`relative aspect-[2/3] overflow-hidden rounded-2xl bg-linear-to-br shadow-xl ring-1 shadow-slate-900/15 ring-black/5 ${pin.gradient} ${pin.wideOnly ? 'hidden sm:block' : ''}`}
    >
      <div className="absolute -top-6 -right-6 h-24 w-24 rounded-full bg-white/15" />
      <div className="absolute top-1/3 -left-8 h-20 w-20 rounded-full bg-white/10" />
      <div className="absolute inset-x-3 top-3 flex">
        <span className="rounded-full bg-white/90 px-2 py-0.5 text-[10px] font-semibold text-slate-800 sm:text-xs">
          {pin.topic}
        </span>
      </div>
      <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/60 to-transparent p-3 pt-10 sm:p-4 sm:pt-12">
        <p className="text-sm leading-tight font-bold text-white sm:text-base">{pin.title}</p>
        <p className="mt-1 hidden text-xs text-white/90 sm:block">yourblog.com</p>
      </div>
    </div>
  );
}

interface Note {
  title: string;
  detail: string;
  Icon: LucideIcon;
  /** The icon's colours. */
  tone: string;
  /** Where it floats over the collage: the position, then the position on large screens. */
  place: string;
  placeLarge: string;
}

/** The two cards floating over the collage: what Pinloom has just done with the pins. */
const NOTES: Note[] = [
  {
    title: '12 pins approved',
    detail: 'Ready for your schedule',
    Icon: CheckCircle2,
    tone: 'bg-emerald-100 text-emerald-700',
    place: '-bottom-4 -left-2',
    placeLarge: 'lg:-left-10',
  },
  {
    title: 'Scheduled',
    detail: 'Tue · 9:00 AM',
    Icon: CalendarClock,
    tone: 'bg-brand-100 text-brand-700',
    place: '-right-2 -bottom-8',
    placeLarge: 'lg:-right-6',
  },
];

function FloatingNote({ note: { title, detail, Icon, tone, place, placeLarge } }: { note: Note }) {
  return (
    <div
      className={`absolute ${place} hidden items-center gap-3 rounded-2xl bg-white p-3 pr-4 shadow-xl ring-1 ring-slate-200 sm:flex ${placeLarge}`}
    >
      <span className={`flex h-9 w-9 items-center justify-center rounded-full ${tone}`}>
        <Icon className="h-5 w-5" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-ink-900">{title}</span>
        <span className="block text-xs text-slate-600">{detail}</span>
      </span>
    </div>
  );
}

/** Decorative collage of generated pins for the hero; built from divs, hidden from screen readers. */
export function PinCollage() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {COLUMNS.map((column, index) => (
          <div
            key={column[0]?.title}
            className={`space-y-3 sm:space-y-4 ${index === 1 ? 'mt-8 sm:mt-12' : ''}`}
          >
            {column.map((pin) => (
              <PinCard key={pin.title} pin={pin} />
            ))}
          </div>
        ))}
      </div>

      {NOTES.map((note) => (
        <FloatingNote key={note.title} note={note} />
      ))}

      <div className="absolute -top-4 left-1/3 hidden items-center gap-2 rounded-full bg-ink-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg sm:flex">
        <Sparkles className="h-3.5 w-3.5" />
        Written &amp; designed by AI
      </div>
    </div>
  );
}
