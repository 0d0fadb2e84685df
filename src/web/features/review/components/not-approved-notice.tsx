// After a bulk approval: the pins it could not approve, each with the reason, until dismissed.
import { CircleAlert, X } from 'lucide-react';

export interface NotApprovedPin {
  id: string;
  title: string;
  reason: string;
}

export function NotApprovedNotice({ pins, onDismiss }: { pins: NotApprovedPin[]; onDismiss: () => void }) {
  if (pins.length === 0) return null;
  return (
    <section
      aria-label="Pins left in review"
      aria-live="polite"
      className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200"
    >
      <div className="flex items-start gap-2.5">
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">
            {pins.length === 1 ? '1 pin was not approved' : `${pins.length} pins were not approved`}
          </h2>
          <ul className="mt-1.5 space-y-1 text-sm">
            {pins.map((pin) => (
              <li key={pin.id} className="break-words">
                <span className="font-medium">{pin.title}</span>: {pin.reason}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-mt-1 -mr-1.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-amber-800 hover:bg-amber-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
