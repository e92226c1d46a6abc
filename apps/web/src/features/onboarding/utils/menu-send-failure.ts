import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * Why add-menu was refused, in the reader's language: the server's known refusals (a file that is not a PDF or an
 * image, too large, too many, a website that is not an address) by name, any other refusal with the server's own
 * sentence; only a network or server failure is "please try again".
 */
export function menuSendFailure(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return t('onboarding.menu.sendFailed');
  }
  const { message } = error;
  const named = /"([^"]+)" is not one\./.exec(message)?.[1];
  if (/^Only PDF files and images/.test(message)) {
    return named ? t('onboarding.menu.wrongType', { name: named }) : t('onboarding.menu.refusedType');
  }
  if (/^Each file must be at most/.test(message) || error.status === 413) {
    return t('onboarding.menu.refusedSize');
  }
  if (/^Please send at most|^A store keeps at most/.test(message)) {
    return t('onboarding.menu.tooMany');
  }
  if (/menu website as a web address/.test(message)) {
    return t('onboarding.menu.refusedWebsite');
  }
  return t('onboarding.menu.refused', { message });
}
