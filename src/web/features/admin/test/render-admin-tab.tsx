// The frame of every admin tab test: an administrator signed in, a fake server behind global fetch
// answering `tab.routes`, the tab rendered with the real query client and router, and all of it
// undone after each test. Call it once at the top of a test file; it registers its own hooks.
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { saveAdminSession } from '../../../lib/admin-session-storage';
import { type Handler, setUpPageTest } from '../../../test/page-harness';

interface AdminTabOptions {
  /** Silence console.error in every test (for files whose tests expect logged failures). */
  quietConsole?: boolean;
}

interface RenderOptions {
  /** The address to open; the route's path when not given. */
  at?: string;
  /** Renders sonner's Toaster beside the router, for tabs that answer with toasts. */
  toasts?: boolean;
}

export function setUpAdminTab({ quietConsole = false }: AdminTabOptions = {}) {
  // Registered before the page frame's hooks, so the session is cleared after the page unmounts.
  beforeEach(() => {
    saveAdminSession({
      token: 'admin-token',
      admin: { id: 'a1', email: 'admin@pinloom.test', first_name: 'Ada', last_name: 'Admin' },
    });
  });
  afterEach(() => {
    localStorage.clear();
  });
  const server = setUpPageTest({ quietConsole });

  return {
    fetchMock: server.fetchMock,
    /** `METHOD /path` → answer; emptied before each test, anything missing is a 404. */
    get routes(): Record<string, Handler> {
      return server.routes;
    },
    set routes(routes: Record<string, Handler>) {
      server.routes = routes;
    },
    /** Renders `element` at route `path`, unmounting what an earlier call rendered. */
    render(path: string, element: ReactNode, { at = path, toasts = false }: RenderOptions = {}): void {
      server.render([{ path, element }], at, toasts ? <Toaster /> : undefined);
    },
  };
}
