import i18n from 'i18next';
import { ZH_CN } from '@/i18n/i18n';

/** Adds both languages of the reports pages (so the header's language switch reaches them); portal-only. */
export async function loadReportsStrings(): Promise<void> {
  const [{ reportsEn }, { reportsZhCN }] = await Promise.all([
    import('./reports-en'),
    import('./reports-zh-cn'),
  ]);
  i18n.addResourceBundle('en', 'translation', reportsEn, true, false);
  i18n.addResourceBundle(ZH_CN, 'translation', reportsZhCN, true, true);
}
