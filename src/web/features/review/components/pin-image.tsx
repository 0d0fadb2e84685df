import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';

/** What a screen reader hears for a pin's image: its alt text, else its title. */
export function pinAlt(pin: Pin): string {
  return pin.alt_text?.trim() || stripQuotes(pin.title);
}

/**
 * A pin's image in a review card, at most 320 px high and never cropped; clicking it asks for
 * the zoomed view. A missing or broken image becomes a placeholder labelled 'Pin Image'.
 */
export function PinImage({ pin, onZoom }: { pin: Pin; onZoom: () => void }) {
  const [broken, setBroken] = useState(false);
  if (!pin.filepath || broken) {
    return (
      <div
        role="img"
        aria-label="Pin Image"
        className="flex h-60 w-full flex-col items-center justify-center gap-1.5 bg-slate-100 text-slate-600"
      >
        <ImageOff className="h-6 w-6" aria-hidden="true" />
        <span aria-hidden="true" className="text-sm font-medium">
          Pin Image
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onZoom}
      aria-label={`Zoom image: ${pinAlt(pin)}`}
      className="group/zoom flex w-full cursor-zoom-in justify-center bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={pin.filepath}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="max-h-80 object-contain transition-transform duration-300 group-hover/zoom:scale-[1.02]"
      />
    </button>
  );
}
