import { parseStoreIdParam } from '@orderlane/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useStore } from '@/features/store/api/search-restaurants';
import { storageKeys, writeText } from '@/lib/local-store';
import { SiteHeader } from '../../layout/site-header';
import { useOpenCartElsewhere } from '../../layout/use-open-cart-elsewhere';
import statusStyles from '../../layout/status-page.module.css';
import { StorePage } from './store-page';
import { StorePageSkeleton } from './store-page-skeleton';

/** /store/{id}, /store/{slug-city-id}, ?id= and /restaurant.php/{id}: one canonical slugged address. */
export function StoreRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const openCartElsewhere = useOpenCartElsewhere();
  const id = parseStoreIdParam(params.id, search.get('id'));
  const store = useStore(id);
  const email = search.get('email');

  useEffect(() => {
    if (email) {
      writeText(storageKeys.email, email);
    }
  }, [email]);

  if (id === null || (store.isSuccess && store.data === null)) {
    return (
      <>
        <SiteHeader onOpenCart={openCartElsewhere} />
        <main className={statusStyles.page}>
          <h1 className={statusStyles.title}>{t('store.notFound')}</h1>
          <p className={statusStyles.text}>{t('store.notFoundText')}</p>
          <div className={statusStyles.actions}>
            <Link className={statusStyles.primary} to={paths.storesList.getHref()}>
              {t('store.browseStores')}
            </Link>
          </div>
        </main>
      </>
    );
  }
  if (store.isError) {
    return (
      <>
        <SiteHeader onOpenCart={openCartElsewhere} />
        <main className={statusStyles.page}>
          <h1 className={statusStyles.title}>{t('store.loadFailed')}</h1>
          <div className={statusStyles.actions}>
            <button type="button" className={statusStyles.primary} onClick={() => void store.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        </main>
      </>
    );
  }
  if (!store.data) {
    return <StorePageSkeleton />;
  }

  const canonical = paths.store.getHref(store.data.id, store.data);
  if (location.pathname !== canonical) {
    const kept = new URLSearchParams(search);
    kept.delete('id');
    kept.delete('email');
    const query = kept.toString();
    return <Navigate replace to={`${canonical}${query ? `?${query}` : ''}`} />;
  }
  return (
    <StorePage key={store.data.id} store={store.data} isCartInitiallyOpen={search.get('cart') === 'open'} />
  );
}
