import i18n from 'i18next';
import { ZH_CN } from '@/i18n/i18n';
import { storeImagesEn } from '@/i18n/locales/store-images-en';
import { storeImagesZhCN } from '@/i18n/locales/store-images-zh-cn';

let isAdded = false;

/**
 * Adds this feature's strings on first render. Only portal pages import the feature (lazily), so both languages
 * ride in its own chunk, never in a diner's download; having both lets the language switch reach them. Not at
 * import time: a route chunk can load before i18next is initialised.
 */
export function useStoreImagesStrings(): void {
  if (isAdded && i18n.exists('storeImages.zoom')) {
    return;
  }
  i18n.addResourceBundle('en', 'translation', storeImagesEn, true, false);
  i18n.addResourceBundle(ZH_CN, 'translation', storeImagesZhCN, true, false);
  isAdded = true;
}
