import { useOwnerSession, type OwnerSession } from '@/lib/owner-session';
import { paths } from '@/config/paths';
import { useOnboardingProgress, type OnboardingProgress } from '../api/get-onboarding-progress';
import { useOnboardingStore } from '../stores/onboarding-store';
import { isStepReachable, stepHref, type OnboardingStep } from '../utils/onboarding-steps';

export type OnboardingGate =
  | { status: 'redirect'; to: string }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; session: OwnerSession; restaurantId: number; progress: OnboardingProgress };

/**
 * Whether a step page may show: the owner must be signed in with a Lite store, and the server's progress
 * must have reached the step (a reload or a link ahead lands on the step the owner is really at).
 */
export function useOnboardingGate(page: OnboardingStep): OnboardingGate {
  const session = useOwnerSession();
  const storedId = useOnboardingStore((state) => state.restaurantId);
  const restaurantId =
    storedId !== null && session?.stores.some((store) => store.id === storedId)
      ? storedId
      : (session?.stores[0]?.id ?? null);
  const progress = useOnboardingProgress(restaurantId, session?.accessToken ?? null);
  if (session === null) {
    return { status: 'redirect', to: paths.liteLanding.getHref() };
  }
  if (restaurantId === null) {
    return { status: 'redirect', to: paths.ownerSignup.getHref() };
  }
  if (progress.isPending) {
    return { status: 'loading' };
  }
  if (progress.isError) {
    return { status: 'error', retry: () => void progress.refetch() };
  }
  if (!isStepReachable(page, progress.data.step)) {
    return { status: 'redirect', to: stepHref(progress.data.step) };
  }
  return { status: 'ready', session, restaurantId, progress: progress.data };
}
