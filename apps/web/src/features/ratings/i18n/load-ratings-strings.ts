import i18n from 'i18next';
import { ZH_CN } from '@/i18n/i18n';

/** Adds both languages of the rating prompt and the portal's ratings page (the language switch reaches them). */
export async function loadRatingsStrings(): Promise<void> {
  const [{ ratingsEn }, { ratingsZhCN }] = await Promise.all([
    import('./ratings-en'),
    import('./ratings-zh-cn'),
  ]);
  i18n.addResourceBundle('en', 'translation', ratingsEn, true, false);
  i18n.addResourceBundle(ZH_CN, 'translation', ratingsZhCN, true, true);
}
