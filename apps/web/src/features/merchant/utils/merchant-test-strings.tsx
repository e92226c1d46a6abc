import i18n from 'i18next';
import { merchantEn } from '@/i18n/locales/merchant-en';
import { merchantZhCN } from '@/i18n/locales/merchant-zh-cn';

/** Adds the merchant pages' strings to the tests' i18next (the shared setup loads the diner parts only). */
export function loadMerchantTestStrings(): void {
  i18n.addResourceBundle('en', 'translation', merchantEn, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', merchantZhCN, true, true);
}
