// POST /api/admin/login {email, password} → {token, admin} | {error} (SPEC.md §7).
// The request and response schemas are shared with the server (src/shared/api/auth.ts).
import { useMutation } from '@tanstack/react-query';
import { type AdminLoginResponse, adminLoginResponse, type LoginBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

export async function adminLogin(body: LoginBody): Promise<AdminLoginResponse> {
  // token: null — a 401 here is a wrong password for the form to show.
  const payload = await apiRequest<unknown>('/api/admin/login', { method: 'POST', body, token: null });
  return adminLoginResponse.parse(payload);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
