// A full-screen view of one image (a modal dialog labelled by the image's description): a
// click anywhere, Escape or the close button closes it, and focus goes back to the opener.
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface ImageZoomProps {
  /** The image to show; null keeps the overlay closed. */
  src: string | null;
  /** The image's text alternative; also names the dialog. */
  alt: string;
  onClose: () => void;
  /** The dialog's name; by default "Zoomed image: <alt>". */
  label?: string;
  closeLabel?: string;
  /**
   * Where focus goes back on close. By default the element focused when it opened; pass the
   * opener when that is unreliable (Safari does not focus a clicked button).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function ImageZoom({ src, ...props }: ImageZoomProps) {
  if (!src || typeof document === 'undefined') return null;
  return createPortal(<ZoomPanel src={src} {...props} />, document.body);
}

function ZoomPanel({
  src,
  alt,
  onClose,
  label = `Zoomed image: ${alt}`,
  closeLabel = 'Close zoomed image',
  returnFocusRef,
}: Omit<ImageZoomProps, 'src'> & { src: string }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const [opener] = useState(
    () =>
      returnFocusRef?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  );
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening.
  useEffect(() => {
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The close button is the only thing to focus, so Tab stays on it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard ways out.
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={() => onCloseRef.current()}
      className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center bg-slate-950/90 p-4 backdrop-blur-sm sm:p-8"
    >
      <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain shadow-2xl" />
      <button
        ref={closeRef}
        type="button"
        aria-label={closeLabel}
        onClick={(event) => {
          event.stopPropagation();
          onCloseRef.current();
        }}
        className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:top-5 sm:right-5"
      >
        <X className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  );
}
