import type { DisplayLocale } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { ZH_CN } from './i18n';

/** 'zh-CN' when the diner reads Chinese: names switch to cnName and prices show plain. */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === ZH_CN ? 'zh-CN' : 'en';
}
