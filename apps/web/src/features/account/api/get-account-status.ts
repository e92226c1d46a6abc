import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserByAccessToken } from '@/lib/api/get-user-by-access-token';

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

/** The signed-in diner's account status, read from POST /user/getByAccessToken with the stored session. */
export async function getAccountStatus(signal?: AbortSignal): Promise<AccountStatus> {
  const user = await getUserByAccessToken<Partial<AccountStatus> & { email: string }>(null, signal);
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
