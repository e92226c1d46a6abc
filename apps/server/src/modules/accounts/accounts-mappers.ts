import { centsToDollars } from '@orderlane/domain';
import type { UserInfoRow, UserRow } from './accounts-repository.js';

/**
 * The spec's User: id, email, accessToken, rewardBalance (dollars), orderCount, optIn, userInfos; plus whether
 * the address is verified, an e-mail change waiting for confirmation, and credit pending until orders are paid
 * and referrals settle (dollars).
 */
export function toUserWire(
  user: UserRow,
  infos: UserInfoRow[],
  accessToken: string,
  pending: { pendingEmail: string | null; pendingRewardCents: number },
) {
  return {
    id: user.id,
    email: user.email,
    accessToken,
    rewardBalance: centsToDollars(user.rewardBalanceCents),
    pendingRewardBalance: centsToDollars(pending.pendingRewardCents),
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: pending.pendingEmail,
    orderCount: user.orderCount,
    optIn: user.optIn,
    userInfos: infos.map((info) => ({
      firstName: info.firstName,
      lastName: info.lastName,
      phoneNumber: info.phoneNumber,
      address: info.address ?? '',
      city: info.city ?? '',
      state: info.state ?? '',
      zip: info.zip ?? '',
    })),
  };
}

export type UserWire = ReturnType<typeof toUserWire>;
