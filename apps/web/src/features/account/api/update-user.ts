import type { UserInfos } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountStatusQueryKey } from './get-account-status';

export interface UpdateUserInput {
  userId: number;
  email: string;
  optIn: boolean;
  userInfos: UserInfos;
  /** Asked only when the e-mail changes: a stolen session alone cannot move the account elsewhere. */
  currentPassword?: string;
}

/** The profile the server answers: the spec's User. */
export interface UpdatedUser {
  id: number;
  email: string;
  accessToken: string;
  rewardBalance?: number | null;
  orderCount?: number | null;
  optIn?: boolean | null;
  userInfos?: UserInfos | null;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail?: string | null;
}

/** POST /user/updateUser?email=&optIn= with the form field userInfos (a JSON array); a password only in the form. */
export function updateUser(input: UpdateUserInput): Promise<UpdatedUser> {
  return apiClient.post<UpdatedUser>('/user/updateUser', {
    query: { email: input.email, optIn: input.optIn },
    form: { userId: input.userId, userInfos: input.userInfos, currentPassword: input.currentPassword },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountStatusQueryKey }),
  });
}
