// POST /api/auth/forgot-password {email} → 200 {success, message}, the same answer whether or not
// the email has an account; 429 past the limits (src/shared/api/account.ts).
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordResponse } from '../../../../shared/api/account';
import { apiRequest } from '../../../lib/api-client';

function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    token: null,
    schema: forgotPasswordResponse,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
