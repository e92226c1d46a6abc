import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { ActionLink } from '@/features/home/components/action-link';
import { AppBand } from '@/features/home/components/app-band';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomePromos } from '@/features/home/components/home-promos';
import { LOCAL_STORES_TITLE_ID, LocalStores } from '@/features/home/components/local-stores';
import { SiteFooter } from '@/features/home/components/site-footer';
import { PlatformNotice } from '@/features/platform-check/components/platform-notice';
import { useStoreList } from '@/features/store-list/api/locate-restaurants';
import { StoreGrid, StoreGridSkeleton } from '@/features/store-list/components/store-grid';
import { useStoreListOrigin } from '@/features/store-list/hooks/use-store-list-origin';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './home.module.css';

/** The home page shows at most 6 stores. */
const HOME_STORE_COUNT = 6;

/** The first six nearby stores, or a way to retry; used by both home pages. */
export function HomeLocalStores() {
  const { t } = useTranslation();
  const { origin } = useStoreListOrigin(null);
  const stores = useStoreList(origin);
  return (
    <LocalStores>
      {stores.isError ? (
        <div className={styles.storesMessage}>
          <p>{t('storeList.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void stores.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !stores.data ? (
        <div aria-busy>
          <span className="visually-hidden" role="status">
            {t('storeList.loading')}
          </span>
          <StoreGridSkeleton count={HOME_STORE_COUNT} />
        </div>
      ) : stores.data.length === 0 ? (
        <p className={styles.storesMessage}>{t('storeList.noStores')}</p>
      ) : (
        <StoreGrid stores={stores.data.slice(0, HOME_STORE_COUNT)} labelledBy={LOCAL_STORES_TITLE_ID} />
      )}
    </LocalStores>
  );
}

/** / and /init3: the marketplace home page. */
export function HomeRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const openCart = useOpenCartElsewhere();
  useEffect(() => {
    document.title = t('home.documentTitle', { brand: env.BRAND_NAME });
  }, [t]);
  return (
    <div className={styles.page}>
      <SiteHeader isOverlay onOpenCart={openCart} />
      <main>
        <HomeHero>
          <ActionLink to={paths.storesList.getHref()} variant="inverse">
            {t('home.startOrdering')}
          </ActionLink>
          <ActionLink to={paths.merchant.getHref()} variant="ghost">
            {t('home.becomePartner')}
          </ActionLink>
        </HomeHero>
        <HomeLocalStores />
        <HomePromos isGuest={user === null} signUpHref={paths.auth.getHref()} />
        <AppBand />
      </main>
      <SiteFooter />
      <PlatformNotice />
    </div>
  );
}
