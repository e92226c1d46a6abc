import { paths } from '@/config/paths';

/** The Lite steps in order, as the server's progress names them. */
export const ONBOARDING_STEPS = ['add-menu', 'order-protocol', 'bank-account', 'success'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export function stepHref(step: OnboardingStep): string {
  switch (step) {
    case 'add-menu':
      return paths.addMenu.getHref();
    case 'order-protocol':
      return paths.orderProtocol.getHref();
    case 'bank-account':
      return paths.bankAccount.getHref();
    case 'success':
      return paths.onboardingSuccess.getHref();
  }
}

/** A page may show when its step is done or next: going back is allowed, skipping ahead is not. */
export function isStepReachable(page: OnboardingStep, progress: OnboardingStep): boolean {
  return ONBOARDING_STEPS.indexOf(page) <= ONBOARDING_STEPS.indexOf(progress);
}
