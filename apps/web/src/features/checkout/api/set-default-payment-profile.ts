import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentProfilesQueryKey } from './get-user-payment-profiles';

export interface PaymentProfileRef {
  userId: number;
  userPaymentProfileId: number;
}

/** POST /setDefaultUserPaymentProfile with userId and userPaymentProfileId. */
export function setDefaultPaymentProfile(input: PaymentProfileRef): Promise<unknown> {
  return apiClient.post('/setDefaultUserPaymentProfile', { form: { ...input } });
}

export function useSetDefaultPaymentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentProfilesQueryKey }),
  });
}
