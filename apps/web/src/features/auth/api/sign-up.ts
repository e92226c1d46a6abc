import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import type { StoredUser } from '../stores/user-store';

export interface SignUpInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phoneNumber: string;
  /** The referrer's encoded reference from /auth?reference=. */
  reference?: string | null;
}

interface SignUpAnswer {
  status: number;
  user?: StoredUser | null;
  message?: string;
}

/** POST /user/signup: {status, user, message}; any answer without a user is a failure with the server's message. */
export async function signUp(input: SignUpInput): Promise<StoredUser> {
  const answer = await apiClient.post<SignUpAnswer>('/user/signup', {
    form: { ...input, reference: input.reference || undefined },
    accessToken: null,
  });
  if (Number(answer.status) !== 200 || !answer.user) {
    throw new ApiError(Number(answer.status) || 400, answer.message ?? 'Sign up failed.');
  }
  return answer.user;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
