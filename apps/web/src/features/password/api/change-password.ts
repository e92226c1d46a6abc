import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

export interface ChangePasswordInput {
  userId: number;
  oldPassword: string;
  newPassword: string;
}

/** POST /user/changePassword: success only when the answer's status is the string '200'. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const answer = await apiClient.post<{ status?: unknown; message?: string }>('/user/changePassword', {
    form: { ...input },
  });
  if (answer.status !== '200') {
    throw new ApiError(400, answer.message ?? 'Failed to modify.');
  }
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
