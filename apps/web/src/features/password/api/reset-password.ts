import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import type { ResetLink } from './validate-password-reset-token';

/** POST /user/resetPassword: status '200' goes to the success page. */
export async function resetPassword(input: ResetLink & { newPassword: string }): Promise<void> {
  const answer = await apiClient.post<{ status?: unknown; message?: string }>('/user/resetPassword', {
    form: { ...input },
    accessToken: null,
  });
  if (String(answer.status) !== '200') {
    throw new ApiError(400, answer.message ?? 'The password could not be reset.');
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
