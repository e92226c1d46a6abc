import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** Sets the tab title from a string key taking `{{brand}}`; follows the language. */
export function useDocumentTitle(key: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t(key, { brand: env.BRAND_NAME });
  }, [t, key]);
}
