// Every admin console call: the stored admin token, and on a 401 (docs/product.md §4, §8) the admin
// session ends: both stored values are removed, the current path remembered, and the console
// (admin-console-layout.tsx) sends the visitor to /admin/login.
import type { z } from 'zod';
import {
  clearAdminSession,
  readAdminSession,
  rememberAdminRedirectPath,
} from '../../../lib/admin-session-storage';
import { ApiError, type ApiRequestOptions, apiRequest } from '../../../lib/api-client';

/** Sent on window when an admin call found the session over; the console layout listens. */
export const ADMIN_SESSION_ENDED_EVENT = 'pinloom:admin-session-ended';

function endAdminSession(): void {
  clearAdminSession();
  const { pathname, search, hash } = window.location;
  rememberAdminRedirectPath(`${pathname}${search}${hash}`);
  window.dispatchEvent(new Event(ADMIN_SESSION_ENDED_EVENT));
}

export async function adminRequest<S extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<S>, 'token'>,
): Promise<z.output<S>> {
  const session = readAdminSession();
  if (!session) {
    endAdminSession();
    throw new ApiError(401, 'Authentication required', 'unauthorized');
  }
  try {
    return await apiRequest(path, { ...options, token: session.token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endAdminSession();
    throw error;
  }
}
