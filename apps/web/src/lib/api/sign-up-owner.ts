import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

export interface OwnerSignUp {
  name: string;
  email: string;
  password: string;
  /** The merchant registration asks for it; an invited staff member's sign-up does not. */
  phoneNumber?: string;
  preferredLanguage: 'CN' | 'EN';
}

/** POST /signupOwner: creates the restaurant account and answers its session (id and token), signed in at once. */
export async function signUpOwner(input: OwnerSignUp): Promise<OwnerSession> {
  const answer = await apiClient.post<{ id: number; data: OwnerSession }>('/signupOwner', {
    form: { ...input, username: input.email },
    accessToken: null,
  });
  return answer.data;
}

export const useSignUpOwner = () => useMutation({ mutationFn: signUpOwner });
