import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

export interface OwnerCredentials {
  email: string;
  password: string;
}

/** POST /owner/login: the owner or staff account with its token and the stores it holds. */
export async function logInOwner(credentials: OwnerCredentials): Promise<OwnerSession> {
  const answer = await apiClient.post<{ data: OwnerSession }>('/owner/login', {
    form: { ...credentials },
    accessToken: null,
  });
  return answer.data;
}

export const useLogInOwner = () => useMutation({ mutationFn: logInOwner });
