import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /owner/sendPasswordResetEmail: mails a link to /portal/reset-password (the same answer for any address). */
export async function sendOwnerResetEmail(email: string): Promise<void> {
  await apiClient.post<unknown>('/owner/sendPasswordResetEmail', { form: { email }, accessToken: null });
}

export const useSendOwnerResetEmail = () => useMutation({ mutationFn: sendOwnerResetEmail });
