import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface VerifiedEmail {
  /** VERIFY: the sign-up address is confirmed; CHANGE: the new address is now the sign-in address. */
  purpose: 'VERIFY' | 'CHANGE';
  email: string;
}

/** POST /user/verifyEmail with the token of a mailed link; the link works once, within 48 hours. */
export async function verifyEmail(token: string): Promise<VerifiedEmail> {
  return apiClient.post<VerifiedEmail>('/user/verifyEmail', { form: { token }, accessToken: null });
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
