import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

export interface OwnerSignUp {
  name: string;
  email: string;
  password: string;
  preferredLanguage: 'CN' | 'EN';
}

/** POST /signupOwner: a restaurant account for someone invited to a store, signed in at once. */
export async function signUpOwner(input: OwnerSignUp): Promise<OwnerSession> {
  const answer = await apiClient.post<{ id: number; data: OwnerSession }>('/signupOwner', {
    form: { ...input, username: input.email },
    accessToken: null,
  });
  return answer.data;
}

export const useSignUpOwner = () => useMutation({ mutationFn: signUpOwner });
