import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { accountEn } from '@/i18n/locales/account-en';
import { discoveryEn } from '@/i18n/locales/discovery-en';
import { en } from '@/i18n/locales/en';

// The server's own instance: English only (the server draws first screens only for diners reading English),
// with the strings of every page it draws.
const english = i18n.createInstance();
void english.init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // The strings are here already: init completes before it returns.
  initAsync: false,
});
english.addResourceBundle('en', 'translation', discoveryEn, true, false);
english.addResourceBundle('en', 'translation', accountEn, true, false);

/**
 * A page as HTML, the way the app draws it at `pathname` with the query cache holding what `seed` puts in it
 * (the answers the page's first HTML carries): the app's providers, English, no DOM. The cache is per drawing,
 * so one diner's page never holds another's answers.
 */
export function renderFirstScreen(
  pathname: string,
  seed: (queryClient: QueryClient) => void,
  page: ReactNode,
): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  try {
    return renderToString(
      <I18nextProvider i18n={english}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={pathname}>{page}</StaticRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
