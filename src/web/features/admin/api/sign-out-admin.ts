// POST /api/admin/logout and /api/admin/logout-everywhere (ADR 0026): the console's Logout ends
// its session on the server before the browser forgets the token; "Sign out everywhere" ends every
// session of the staff account. Called with the stored token directly, not through adminRequest:
// a 401 here only means the session had ended already, and an explicit sign-out remembers no page
// to come back to.
import { successResponse } from '../../../../shared/api/common';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Ends this session on the server. False when the server could not be told (the browser is cleared anyway). */
export async function revokeAdminSession(token: string): Promise<boolean> {
  try {
    await apiRequest('/api/admin/logout', { method: 'POST', token, schema: successResponse });
    return true;
  } catch (error) {
    // Already over (expired, revoked elsewhere): nothing left to end.
    return error instanceof ApiError && error.status === 401;
  }
}

/** Ends every session of the staff account; throws when the server did not. */
export async function signOutAdminEverywhere(token: string): Promise<void> {
  await apiRequest('/api/admin/logout-everywhere', { method: 'POST', token, schema: successResponse });
}
