import type { DisplayLocale } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { ZH_CN } from './i18n';

/** 'zh-CN' when the diner reads Chinese: names switch to cnName and prices show plain (000 §5). */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === ZH_CN ? 'zh-CN' : 'en';
}

/** The Chinese name for zh-CN diners when there is one, else the name. */
export function localizedName(
  entity: { name: string; cnName?: string | null },
  locale: DisplayLocale,
): string {
  return locale === 'zh-CN' && entity.cnName ? entity.cnName : entity.name;
}
