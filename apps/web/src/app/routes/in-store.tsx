import type { InStoreCode } from '@orderlane/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { LocationSplash } from '@/features/in-store/components/location-splash';
import { useLocationCheck } from '@/features/in-store/hooks/use-location-check';
import { decodeInStoreCode } from '@/features/in-store/utils/in-store-code';
import { storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { PlatformNotice } from '@/features/platform-check/components/platform-notice';
import { useStore } from '@/features/store/api/search-restaurants';
import { queryClient } from '@/lib/query-client';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import statusStyles from '../layout/status-page.module.css';
import { InStoreMenu } from './in-store-menu';
import styles from './in-store.module.css';

function InvalidCode() {
  const { t } = useTranslation();
  const openCart = useOpenCartElsewhere();
  return (
    <>
      <SiteHeader onOpenCart={openCart} />
      <main className={statusStyles.page}>
        <h1 className={statusStyles.title}>{t('inStore.invalidTitle')}</h1>
        <p className={statusStyles.text}>{t('inStore.invalidText')}</p>
        <div className={statusStyles.actions}>
          <Link className={statusStyles.primary} to={paths.storesList.getHref()}>
            {t('store.browseStores')}
          </Link>
        </div>
      </main>
    </>
  );
}

/** Scan, check the diner is near the store, choose dine-in / to-go / wait, then order from the menu. */
function InStorePage({ code }: { code: InStoreCode }) {
  const { t } = useTranslation();
  const cart = useCart();
  const { dispatch } = useCartActions();
  const openCart = useOpenCartElsewhere();
  const store = useStore(code.storeId);
  const check = useLocationCheck();
  const [phase, setPhase] = useState<'check' | 'menu'>('check');
  const [isDrinkPromptDue, setIsDrinkPromptDue] = useState(false);

  useEffect(() => {
    void queryClient.prefetchQuery(storeMenuQueryOptions(code.storeId, null));
  }, [code.storeId]);

  useEffect(() => {
    const name = store.data?.name;
    document.title = name ? `${name} | ${t('inStore.documentTitle')}` : t('inStore.documentTitle');
  }, [store.data?.name, t]);

  // Back from signing in with this table's order in the cart: straight to the menu once the check passes
  // (decided when the check's answer arrives; later cart changes come from the menu).
  const isResuming =
    cart.restaurantInfoId === code.storeId &&
    cart.orderItems.length > 0 &&
    (code.tableName
      ? cart.orderType === 'DINE_IN' && cart.tableName === code.tableName
      : cart.orderType === 'WALK_IN' || (cart.orderType === 'DINE_IN' && cart.tableName === ''));
  const [seenCheckStatus, setSeenCheckStatus] = useState<typeof check.status | null>(null);
  if (seenCheckStatus !== check.status) {
    setSeenCheckStatus(check.status);
    if (check.status === 'success' && isResuming) {
      setPhase('menu');
    }
  }

  const begin = (orderType: 'DINE_IN' | 'WALK_IN', tableName: string) => {
    if (cart.restaurantInfoId !== code.storeId) {
      dispatch({ type: 'UPDATE_RESTAURANT', restaurantInfoId: code.storeId });
    }
    // Moving between delivery-like and in-store types empties the cart.
    dispatch({ type: 'UPDATE_ORDER_TYPE', orderType });
    dispatch({ type: 'UPDATE_TABLE_NAME', tableName });
    dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime: null });
    setIsDrinkPromptDue(true);
    setPhase('menu');
  };

  if (store.isSuccess && store.data === null) {
    return <InvalidCode />;
  }
  if (phase === 'menu' && store.data) {
    return (
      <InStoreMenu
        store={store.data}
        devicePosition={check.position}
        isDrinkPromptDue={isDrinkPromptDue}
        onDrinkPromptDone={() => setIsDrinkPromptDue(false)}
      />
    );
  }
  return (
    <div className={styles.splashPage}>
      <SiteHeader storeId={code.storeId} onOpenCart={openCart} />
      <LocationSplash
        status={store.isPending && check.status === 'success' ? 'validating' : check.status}
        storeName={store.data?.name ?? null}
        logoUrl={store.data?.logoUrl ?? null}
        tableName={code.tableName}
        orderOnlineHref={
          store.data ? paths.store.getHref(store.data.id, store.data) : paths.store.getHref(code.storeId)
        }
        onStartOrder={() => begin('DINE_IN', code.tableName ?? '')}
        onOrderToGo={() => begin('WALK_IN', '')}
        onWaitForTable={() => begin('DINE_IN', '')}
        onVerifyAgain={check.verify}
      />
      <PlatformNotice />
    </div>
  );
}

/** /in_store/{code}: the on-premise ordering screen. */
export function InStoreRoute() {
  const params = useParams();
  const code = decodeInStoreCode(params.id);
  if (!code) {
    return <InvalidCode />;
  }
  return <InStorePage key={`${code.storeId}-${code.tableName ?? ''}-${code.tableToken ?? ''}`} code={code} />;
}
