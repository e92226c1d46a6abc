import { centsToDollars } from '@orderlane/domain';
import type { UserInfoRow, UserRow } from './accounts-repository.js';

/** The spec's User: id, email, accessToken, rewardBalance (dollars), orderCount, optIn, userInfos. */
export function toUserWire(user: UserRow, infos: UserInfoRow[], accessToken: string) {
  return {
    id: user.id,
    email: user.email,
    accessToken,
    rewardBalance: centsToDollars(user.rewardBalanceCents),
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
