import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /user/sendVerificationEmail: a new confirmation link to the diner's address (a few an hour). */
export async function sendVerificationEmail(): Promise<string> {
  const answer = await apiClient.post<{ message?: string }>('/user/sendVerificationEmail');
  return answer.message ?? '';
}

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
