import type { OrderProtocol } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

export interface OrderProtocolInput {
  storeId: number;
  protocol: OrderProtocol;
  email: string;
  faxNumber: string;
  storePhone: string;
}

/** POST /onboarding/orderProtocol: how the store receives orders (step 2 of 3). */
export function saveOrderProtocol(input: OrderProtocolInput, accessToken: string) {
  return apiClient.post<{ status: number }>('/onboarding/orderProtocol', { form: { ...input }, accessToken });
}
