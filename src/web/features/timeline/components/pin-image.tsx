import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';

export const NO_IMAGE_TEXT = 'No image';
export const IMAGE_NOT_FOUND_TEXT = 'Image not found';

/** What a screen reader hears for a pin's image: its alt text, else its title. */
export function pinAlt(pin: Pin): string {
  return pin.alt_text?.trim() || stripQuotes(pin.title);
}

/** A placeholder the size of the image: 'No image' when there is none, 'Image not found' when it fails to load. */
export function MissingPinImage({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={text}
      className={`flex h-full w-full flex-col items-center justify-center gap-1.5 bg-slate-100 text-slate-600 ${className}`}
    >
      <ImageOff className="h-6 w-6" aria-hidden="true" />
      <span aria-hidden="true" className="text-xs font-medium">
        {text}
      </span>
    </div>
  );
}

/** A pin's image filling its box, or the placeholder (SPEC.md §2, §8). */
export function PinImage({
  pin,
  className = '',
  onBroken,
}: {
  pin: Pin;
  className?: string;
  onBroken?: () => void;
}) {
  const [broken, setBroken] = useState(false);
  if (!pin.filepath) return <MissingPinImage text={NO_IMAGE_TEXT} className={className} />;
  if (broken) return <MissingPinImage text={IMAGE_NOT_FOUND_TEXT} className={className} />;
  return (
    <img
      src={pin.filepath}
      alt={pinAlt(pin)}
      loading="lazy"
      decoding="async"
      onError={() => {
        setBroken(true);
        onBroken?.();
      }}
      className={`h-full w-full object-cover object-top ${className}`}
    />
  );
}
