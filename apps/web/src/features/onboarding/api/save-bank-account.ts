import type { BankAccountForm } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

export interface BankAccountInput extends BankAccountForm {
  storeId: number;
  textConsent: boolean;
  /** Needed when the store already has bank details. */
  currentPassword?: string;
}

/** POST /onboarding/bankAccount: the payout account (step 3 of 3); answers show it masked only. */
export function saveBankAccount(input: BankAccountInput, accessToken: string) {
  return apiClient.post<{ status: number }>('/onboarding/bankAccount', { form: { ...input }, accessToken });
}
