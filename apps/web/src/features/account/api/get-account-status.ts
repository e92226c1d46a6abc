import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** What the account page shows beside the profile: credit, credit on its way, and the e-mail's state. */
export interface AccountStatus {
  email: string;
  /** Dollars ready to spend. */
  rewardBalance: number;
  /** Dollars on their way: earned by orders not paid yet, and referrals waiting to be confirmed. */
  pendingRewardBalance: number;
  emailVerified: boolean;
  /** A new address waiting for the diner to open the link mailed to it. */
  pendingEmail: string | null;
}

export const accountStatusQueryKey = ['account-status'] as const;

/** POST /user/getByAccessToken: the signed-in diner as the server has them now. */
export async function getAccountStatus(signal?: AbortSignal): Promise<AccountStatus> {
  const user = await apiClient.post<Partial<AccountStatus> & { email: string }>('/user/getByAccessToken', {
    signal,
  });
  return {
    email: user.email,
    rewardBalance: user.rewardBalance ?? 0,
    pendingRewardBalance: user.pendingRewardBalance ?? 0,
    emailVerified: user.emailVerified ?? false,
    pendingEmail: user.pendingEmail ?? null,
  };
}

export const useAccountStatus = (isSignedIn: boolean) =>
  useQuery(
    queryOptions({
      queryKey: accountStatusQueryKey,
      queryFn: ({ signal }) => getAccountStatus(signal),
      enabled: isSignedIn,
      staleTime: 30_000,
      meta: { silent: true },
    }),
  );
