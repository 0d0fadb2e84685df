// POST /api/admin/login {email, password} → {token, admin} | {error} (docs/product.md §7).
// The request and response schemas are shared with the server (src/shared/api/auth.ts).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AdminLoginResponse, adminLoginResponse, type loginBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

function adminLogin(body: z.input<typeof loginBody>): Promise<AdminLoginResponse> {
  // token: null — a 401 here is a wrong password for the form to show.
  return apiRequest('/api/admin/login', { method: 'POST', body, token: null, schema: adminLoginResponse });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
