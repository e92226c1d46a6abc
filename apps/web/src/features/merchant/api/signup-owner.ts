import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

export interface SignupOwnerInput {
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  preferredLanguage: 'CN' | 'EN';
}

/** POST /signupOwner: creates the restaurant account and answers its session (id and token). */
export async function signupOwner(input: SignupOwnerInput): Promise<OwnerSession> {
  const answer = await apiClient.post<{ id: number; data: OwnerSession }>('/signupOwner', {
    form: { ...input, username: input.email },
    accessToken: null,
  });
  return answer.data;
}

export const useSignupOwner = () => useMutation({ mutationFn: signupOwner });
