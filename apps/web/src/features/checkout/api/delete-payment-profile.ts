import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paymentProfilesQueryKey } from './get-user-payment-profiles';
import type { PaymentProfileRef } from './set-default-payment-profile';

/** POST /deleteUserPaymentProfile with userId and userPaymentProfileId. */
export function deletePaymentProfile(input: PaymentProfileRef): Promise<unknown> {
  return apiClient.post('/deleteUserPaymentProfile', { form: { ...input } });
}

export function useDeletePaymentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentProfilesQueryKey }),
  });
}
