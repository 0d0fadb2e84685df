// What the prerendered public pages use of react-router, and only that. The public
// pages' builds (vite.config.ts, `--mode public` and the SSR build) put this module in place of
// 'react-router', so a page there carries about 1 kB of routing instead of react-router's 12:
// those pages know one address each (public-app.tsx), and leaving it is a page load. The app's
// own build keeps the real react-router. Same names and the same behaviour for what the pages
// do: <Link> (a plain click follows it in the page, any other click is the browser's),
// useLocation, useNavigate, useSearchParams, and the <Router> that public-app.tsx provides.
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
} from 'react';

export type To = string | { pathname?: string; search?: string; hash?: string };

interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface Navigator {
  createHref(to: To): string;
  go(delta: number): void;
  push(to: To): void;
  replace(to: To): void;
}

interface NavigateOptions {
  replace?: boolean;
  /** Accepted for react-router's signature; a public page never resets the scroll. */
  preventScrollReset?: boolean;
}

const RouterContext = createContext<{ location: Location; navigator: Navigator } | null>(null);

export function Router({
  location,
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A public page must be rendered inside <PublicApp>');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { navigator } = useRouter();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') navigator.go(to);
      else if (options?.replace) navigator.replace(to);
      else navigator.push(to);
    },
    [navigator],
  );
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

/** A plain left click without modifier keys stays in the page's hands; the rest is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const { navigator } = useRouter();
  return (
    <a
      {...props}
      href={navigator.createHref(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        if (replace) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}
