import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** The merchant and onboarding pages' tab title: the page's heading, then the brand. */
export function useMerchantPageTitle(key: string): void {
  const { t } = useTranslation();
  const title = `${t(key)} · ${env.BRAND_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
