import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OnboardingStep } from '../utils/onboarding-steps';

export interface UploadedMenuFile {
  id: number;
  name: string;
  contentType: string;
  sizeBytes: number;
}

export interface OnboardingProgress {
  storeId: number;
  /** The step the owner is at; 'success' once the bank details are saved. */
  step: OnboardingStep;
  menuInfo: {
    website: string;
    storeHours: string;
    businessType: string;
    locations: string;
    uploadIds: number[];
  } | null;
  orderProtocol: { protocol: string; email: string; faxNumber: string; storePhone: string } | null;
  /** Names in full, every number masked to its last four. */
  bankAccount: {
    legalBusinessName: string;
    ownerLegalName: string;
    accountNumber: string;
    /** Set for 7 days after the payout account of a store already set up changed. */
    payoutHoldUntil?: string | null;
  } | null;
  uploads: UploadedMenuFile[];
  store: { id: number; name: string; phoneNumber: string } | null;
}

/** GET /onboarding/progress?storeId=: where the store's Lite onboarding stands, kept on the server. */
export async function getOnboardingProgress(
  storeId: number,
  accessToken: string,
  signal?: AbortSignal,
): Promise<OnboardingProgress> {
  const answer = await apiClient.get<{ data: OnboardingProgress }>('/onboarding/progress', {
    query: { storeId },
    accessToken,
    signal,
  });
  return answer.data;
}

export const onboardingProgressQueryOptions = (storeId: number, accessToken: string) =>
  queryOptions({
    queryKey: ['onboarding-progress', storeId] as const,
    queryFn: ({ signal }) => getOnboardingProgress(storeId, accessToken, signal),
    staleTime: 0,
  });

export const useOnboardingProgress = (storeId: number | null, accessToken: string | null) =>
  useQuery({
    ...onboardingProgressQueryOptions(storeId ?? 0, accessToken ?? ''),
    enabled: storeId !== null && accessToken !== null,
  });
