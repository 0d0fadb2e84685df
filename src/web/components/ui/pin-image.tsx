// A pin's image, or a placeholder (an ImageOff icon and a word, read as one image) when the pin
// has none or it fails to load. Boards, Review and Timeline show it each in their own box.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { type Pin, stripQuotes } from '../../../shared/api/pins';

/** What a screen reader hears for a pin's image: its alt text, else its title. */
export function pinAlt(pin: Pick<Pin, 'alt_text' | 'title'>): string {
  return pin.alt_text?.trim() || stripQuotes(pin.title);
}

/** The classes of each way an image sits in its box, with a placeholder to match. */
const LOOKS = {
  // Fills its box and shows the whole pin: a 2:3 box shows it edge to edge, never cropped.
  contain: {
    image: 'h-full w-full object-contain',
    height: 'h-full',
    gap: 'gap-1',
    icon: 'h-5 w-5',
    text: 'text-xs',
  },
  // Fills its box from the top; whatever does not fit at the bottom is cut.
  cover: {
    image: 'h-full w-full object-cover object-top',
    height: 'h-full',
    gap: 'gap-1.5',
    icon: 'h-6 w-6',
    text: 'text-xs',
  },
  // Its own height, at most 320 px (docs/product.md §2, Pin Review), inside the zoom button.
  zoomable: {
    image: 'max-h-80 object-contain transition-transform duration-300 group-hover/zoom:scale-[1.02]',
    height: 'h-60',
    gap: 'gap-1.5',
    icon: 'h-6 w-6',
    text: 'text-sm',
  },
} as const;

export interface PinImageProps {
  /** Any pin the API shows (a timeline pin too): only its image, title and alt text are read. */
  pin: Pick<Pin, 'filepath' | 'alt_text' | 'title'>;
  /** How the image fills its box (ignored with `onZoom`). */
  fit?: 'contain' | 'cover';
  /** The placeholder's word: one for both cases, or one when there is no image and one when it fails to load. */
  placeholder?: string | { missing: string; broken: string };
  /**
   * Makes the image a button that asks for the zoomed view; the image then keeps its own height,
   * at most 320 px, and the button carries its name.
   */
  onZoom?: () => void;
}

export function PinImage({ pin, fit = 'contain', placeholder = 'Pin', onZoom }: PinImageProps) {
  const [broken, setBroken] = useState(false);
  const look = LOOKS[onZoom ? 'zoomable' : fit];

  if (!pin.filepath || broken) {
    const texts =
      typeof placeholder === 'string' ? { missing: placeholder, broken: placeholder } : placeholder;
    const text = pin.filepath ? texts.broken : texts.missing;
    return (
      <div
        role="img"
        aria-label={text}
        className={`flex ${look.height} w-full flex-col items-center justify-center ${look.gap} bg-slate-100 text-slate-600`}
      >
        <ImageOff className={look.icon} aria-hidden="true" />
        <span aria-hidden="true" className={`${look.text} font-medium`}>
          {text}
        </span>
      </div>
    );
  }

  const image = (
    <img
      src={pin.filepath}
      // Inside the zoom button, the button's name says what the image is.
      alt={onZoom ? '' : pinAlt(pin)}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={look.image}
    />
  );
  if (!onZoom) return image;
  return (
    <button
      type="button"
      onClick={onZoom}
      aria-label={`Zoom image: ${pinAlt(pin)}`}
      className="group/zoom flex w-full cursor-zoom-in justify-center bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      {image}
    </button>
  );
}
