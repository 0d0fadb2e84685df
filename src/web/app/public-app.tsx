// The tree of a prerendered public page, the same on the server (prerender-entry.tsx)
// and in the browser (public-main.tsx) so hydration finds the markup it would have made. It is the
// app's tree made light: a router that only knows this one page and a session that is signed out;
// the calls a page makes go through app/public-query.ts, no query client, toasts, session checks or
// zod (vite.config.ts). Leaving the page is a real page load: the next public page is prerendered
// too, and the signed-in app loads from index.html.
import { type ComponentType, StrictMode, useEffect, useMemo, useState } from 'react';
import { type Navigator, Router, type To } from 'react-router';
import { ChatLauncher } from '../features/chat/components/chat-launcher';
import type { SessionValue } from '../lib/session-context';
import { SessionContext } from '../lib/session-context';
import { clearSession, saveSession } from '../lib/session-write';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

function currentLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * A visitor's session: signed out (a signed-in visitor never gets here: signed-in-redirect.js
 * sends them to /dashboard before the page paints). Signing in stores the session; the page
 * then goes to /dashboard, where the app reads it.
 */
const VISITOR_SESSION: SessionValue = {
  status: 'unauthenticated',
  user: null,
  token: null,
  signedOut: false,
  login: (token, user) => saveSession({ token, user }),
  logout: async () => clearSession(),
  updateUser: () => {},
};

/**
 * Keeps the page's own address in step: a change of query or hash on this page (the signup
 * page's plan cards) is an in-page navigation; any other path is a page load. It starts at the
 * address the page was prerendered for (no query), so hydration finds the same markup, then
 * moves to the real one (/signup?plan=pro shows the Pro plan a moment later).
 */
function useBrowserNavigator(prerendered: PageLocation): [PageLocation, Navigator] {
  const [location, setLocation] = useState(prerendered);
  useEffect(() => {
    setLocation(currentLocation());
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const target = new URL(hrefOf(to), window.location.href);
      // Another page is a page load; a new hash on this page is the browser's (it scrolls there).
      const samePage = target.pathname === window.location.pathname;
      if (!samePage || (target.search === window.location.search && target.hash)) {
        if (replace) window.location.replace(target.href);
        else window.location.assign(target.href);
        return;
      }
      if (replace) window.history.replaceState(null, '', target.href);
      else window.history.pushState(null, '', target.href);
      setLocation(currentLocation());
    };
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
    };
  }, []);
  return [location, navigator];
}

/** `location`: the address the page was prerendered for, its path without query or hash. */
export function PublicApp({
  page: Page,
  location: prerendered,
}: {
  page: ComponentType;
  location: PageLocation;
}) {
  const [location, navigator] = useBrowserNavigator(prerendered);
  return (
    <StrictMode>
      <SessionContext.Provider value={VISITOR_SESSION}>
        <Router location={location} navigator={navigator}>
          <Page />
          {/* A visitor may chat with staff from any public page, leaving an email (ADR 0043). */}
          <ChatLauncher visitor />
        </Router>
      </SessionContext.Provider>
    </StrictMode>
  );
}
