import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';

/** What a screen reader hears for a pin's image: its alt text, else its title. */
export function pinAlt(pin: Pin): string {
  return pin.alt_text?.trim() || stripQuotes(pin.title);
}

/**
 * A pin's whole image in its box (a 2:3 box shows it edge to edge, never cropped); a missing or
 * broken image becomes a placeholder labelled 'Pin'.
 */
export function PinImage({ pin, className = '' }: { pin: Pin; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!pin.filepath || broken) {
    return (
      <div
        role="img"
        aria-label="Pin"
        className={`flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600 ${className}`}
      >
        <ImageOff className="h-5 w-5" aria-hidden="true" />
        <span aria-hidden="true" className="text-xs font-medium">
          Pin
        </span>
      </div>
    );
  }
  return (
    <img
      src={pin.filepath}
      alt={pinAlt(pin)}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`h-full w-full object-contain ${className}`}
    />
  );
}
