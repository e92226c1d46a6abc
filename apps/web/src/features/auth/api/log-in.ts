import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { StoredUser } from '../stores/user-store';

export interface LogInInput {
  email: string;
  password: string;
}

/** POST /user/login: the user with a fresh access token; 401 for a wrong e-mail or password. */
export function logIn(input: LogInInput): Promise<StoredUser> {
  return apiClient.post<StoredUser>('/user/login', { form: { ...input }, accessToken: null });
}

export const useLogIn = () => useMutation({ mutationFn: logIn });
