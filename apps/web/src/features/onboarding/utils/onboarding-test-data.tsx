import i18n from 'i18next';
import { merchantEn } from '@/i18n/locales/merchant-en';
import { merchantZhCN } from '@/i18n/locales/merchant-zh-cn';
import type { OwnerSession } from '@/lib/owner-session';

/** Adds the onboarding pages' strings to the tests' i18next (the shared setup loads the diner parts only). */
export function loadOnboardingTestStrings(): void {
  i18n.addResourceBundle('en', 'translation', merchantEn, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', merchantZhCN, true, true);
}

export const OWNER: OwnerSession = {
  id: 31,
  accessToken: 'owner-token',
  name: 'Mei Chen',
  email: 'mei@noodles.example',
  preferredLanguage: 'EN',
  stores: [{ id: 40, name: 'Noodle Bar', role: 'OWNER' }],
};

export const formBody = (call: unknown[]) => (call[1] as RequestInit).body;
