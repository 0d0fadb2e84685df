// A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moved inside on
// open, kept inside while open (Tab wraps), given back to what had it on close; Escape and
// a click on the backdrop close it unless it is not dismissible.
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Size = 'sm' | 'md' | 'lg';
const widths: Record<Size, string> = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };

interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, the close button or a backdrop click (when dismissible). */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, tied to the dialog with aria-describedby. */
  description?: ReactNode;
  children: ReactNode;
  /** False while something must finish first: no close button, Escape and backdrop ignored. */
  dismissible?: boolean;
  /** What gets focus on open; else the first focusable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: Size;
  /** An icon shown before the title. */
  icon?: ReactNode;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  dismissible = true,
  initialFocusRef,
  size = 'md',
  icon,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before an autoFocus field inside can take focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const dismissibleRef = useRef(dismissible);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    dismissibleRef.current = dismissible;
    onCloseRef.current = onClose;
  }, [dismissible, onClose]);

  // Focus in on open, back to the opener on close; the page behind does not scroll meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; focus is not moved again later.
  useEffect(() => {
    const panel = panelRef.current;
    // An autoFocus field inside has already taken focus; otherwise pick the target.
    if (!panel?.contains(document.activeElement)) {
      const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
      target?.focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Focus that escapes (a click outside, a screen reader) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    // On the document, not the panel: focus may have fallen to the body (a button that got disabled).
    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || !panel.contains(active) || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        onMouseDown={() => {
          if (dismissibleRef.current) onCloseRef.current();
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full ${widths[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none sm:rounded-2xl`}
      >
        <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          {icon && (
            <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {icon}
            </div>
          )}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-ink-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mr-1.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
