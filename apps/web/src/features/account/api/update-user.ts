import type { UserInfos } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface UpdateUserInput {
  userId: number;
  email: string;
  optIn: boolean;
  userInfos: UserInfos;
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
}

/** POST /user/updateUser?email=&optIn= with the form field userInfos (a JSON array). */
export function updateUser(input: UpdateUserInput): Promise<UpdatedUser> {
  return apiClient.post<UpdatedUser>('/user/updateUser', {
    query: { email: input.email, optIn: input.optIn },
    form: { userId: input.userId, userInfos: input.userInfos },
  });
}

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
