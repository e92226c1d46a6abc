import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** POST /user/sendPasswordResetEmail: status 200 means the e-mail-sent page comes next. */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  const answer = await apiClient.post<{ status?: unknown; message?: string }>(
    '/user/sendPasswordResetEmail',
    {
      form: { email },
      accessToken: null,
    },
  );
  if (Number(answer.status) !== 200) {
    throw new ApiError(400, answer.message ?? 'The e-mail could not be sent.');
  }
}

export const useSendPasswordResetEmail = () => useMutation({ mutationFn: sendPasswordResetEmail });
