import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface OwnerPasswordReset {
  email: string;
  token: string;
  newPassword: string;
}

/** POST /owner/resetPassword: sets a new password from the e-mailed link; a used or old link is refused. */
export async function resetOwnerPassword(input: OwnerPasswordReset): Promise<void> {
  await apiClient.post<unknown>('/owner/resetPassword', { form: { ...input }, accessToken: null });
}

export const useResetOwnerPassword = () => useMutation({ mutationFn: resetOwnerPassword });
