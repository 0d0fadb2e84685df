import { ChevronDown, LifeBuoy, LogOut, Settings, SlidersHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session-context';

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 ' +
  'hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:outline-none';

/** The Settings dropdown: General Settings and Sign Out (docs/product.md §2), and Help (support tickets). */
export function SettingsMenu() {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      focusFirstOnOpen.current = false;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function closeAndFocusButton() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  function signOut() {
    setOpen(false);
    // Clears the session at once and revokes it on the server in the background. The
    // signed-in guard then replaces this page with '/' (a second navigate here would race it).
    void logout();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open menu closes it.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closeAndFocusButton();
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-2 sm:px-3.5 text-sm font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50"
      >
        <Settings className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Settings</span>
        <ChevronDown
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10"
        >
          <Link to="/settings" role="menuitem" className={itemClasses} onClick={() => setOpen(false)}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            General Settings
          </Link>
          <Link to="/support" role="menuitem" className={itemClasses} onClick={() => setOpen(false)}>
            <LifeBuoy className="h-4 w-4" aria-hidden="true" />
            Help
          </Link>
          <button type="button" role="menuitem" className={itemClasses} onClick={signOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
