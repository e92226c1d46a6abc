import i18n from 'i18next';
import { useEffect } from 'react';
import { loadChinese, loadPortalChinese, ZH_CN } from '@/i18n/i18n';
import { useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';

type PreferredLanguage = OwnerSession['preferredLanguage'];

/** Switches every string on the page to the account's language (the portal's zh-CN strings load first). */
export async function applyPortalLanguage(language: PreferredLanguage): Promise<void> {
  if (language === 'CN') {
    await loadPortalChinese();
    await loadChinese();
  } else {
    await i18n.changeLanguage('en');
  }
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
}

const currentLanguage = (): PreferredLanguage => (i18n.resolvedLanguage === ZH_CN ? 'CN' : 'EN');

/** The signed-in account's preferred language wins over the browser's while the portal is open. */
export function usePortalLanguage(session: OwnerSession | null): void {
  const preferred = session?.preferredLanguage;
  useEffect(() => {
    if (preferred && preferred !== currentLanguage()) {
      void applyPortalLanguage(preferred);
    }
  }, [preferred]);
}

/** The header's language switch: applied now and kept with the session for the next visit. */
export function useSwitchPortalLanguage() {
  return async (language: PreferredLanguage) => {
    const { session, setSession } = useOwnerSessionStore.getState();
    if (session) {
      setSession({ ...session, preferredLanguage: language });
    }
    await applyPortalLanguage(language);
  };
}
