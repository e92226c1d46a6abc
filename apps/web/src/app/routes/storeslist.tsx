import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { SiteFooter } from '@/features/home/components/site-footer';
import { PlatformNotice } from '@/features/platform-check/components/platform-notice';
import { useStoreList } from '@/features/store-list/api/locate-restaurants';
import { ListPromos } from '@/features/store-list/components/list-promos';
import { LocationBar } from '@/features/store-list/components/location-bar';
import { StoreFilterBar } from '@/features/store-list/components/store-filter-bar';
import { StoreListResults } from '@/features/store-list/components/store-list-results';
import { useAppliedFilters } from '@/features/store-list/hooks/use-applied-filters';
import { useStoreListOrigin } from '@/features/store-list/hooks/use-store-list-origin';
import {
  bannerStoresFirst,
  DEFAULT_STORE_FILTERS,
  filterStores,
  STORE_PAGE_SIZE,
  type StoreFilters,
} from '@orderlane/domain';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './storeslist.module.css';

const AddressSearch = lazy(() =>
  import('@/features/address/components/address-search').then((module) => ({
    default: module.AddressSearch,
  })),
);

/** The address reaches the store list through navigation state. */
export interface StoresListState {
  address?: string;
}

export function readListAddress(state: unknown): string | null {
  const address = (state as StoresListState | null)?.address;
  return typeof address === 'string' && address.trim() !== '' ? address.trim() : null;
}

export interface AddressPickerOverlayProps {
  onPick: (address: string) => void;
  onClose: () => void;
}

/** The full-screen address picker: typing more than 4 characters lists addresses to choose from. */
export function AddressPickerOverlay({ onPick, onClose }: AddressPickerOverlayProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('storeList.pickAddressTitle')}>
      <div className={styles.picker}>
        <Suspense fallback={null}>
          <AddressSearch
            text={text}
            onTextChange={setText}
            error={null}
            onPick={(suggestion) => onPick(suggestion.description)}
          />
        </Suspense>
        <p className={styles.pickerHint}>{t('storeList.pickAddressHint')}</p>
      </div>
    </Dialog>
  );
}

/** /storeslist: find a store by address, name or category; Delivery or Pickup. */
export function StoresListRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const openCart = useOpenCartElsewhere();
  const user = useUser();
  const address = readListAddress(location.state);
  const place = useStoreListOrigin(address);
  const stores = useStoreList(place.origin);
  const [filters, setFilters] = useState<StoreFilters>(DEFAULT_STORE_FILTERS);
  const { applied, isPending } = useAppliedFilters(filters);
  // The list starts again at its first page whenever what it lists changes.
  const originKind = place.origin?.kind;
  const [paging, setPaging] = useState({ shownCount: STORE_PAGE_SIZE, applied, originKind, address });
  if (paging.applied !== applied || paging.originKind !== originKind || paging.address !== address) {
    setPaging({ shownCount: STORE_PAGE_SIZE, applied, originKind, address });
  }
  const [isPickerOpen, setIsPickerOpen] = useState(false);

  useEffect(() => {
    document.title = t('storeList.documentTitle', { brand: env.BRAND_NAME });
  }, [t]);

  const listed = useMemo(
    () => bannerStoresFirst(filterStores(stores.data ?? [], applied)),
    [stores.data, applied],
  );

  return (
    <div className={styles.page}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.main}>
        <div className={styles.head}>
          <h1 id="stores-title" className={styles.title}>
            {t('storeList.title')}
          </h1>
          <LocationBar
            address={address}
            permission={place.permission}
            isLocating={place.isLocating}
            isUsingLocation={place.origin?.kind === 'point'}
            isLocationUnavailable={place.isLocationUnavailable}
            onOpenPicker={() => setIsPickerOpen(true)}
            onLocate={place.locate}
          />
        </div>
        <StoreFilterBar filters={filters} onChange={setFilters} />
        <ListPromos isNewCustomer={!user || !user.orderCount} />
        <StoreListResults
          stores={listed}
          shownCount={paging.shownCount}
          isLoading={stores.isPending || isPending}
          isError={stores.isError}
          onRetry={() => void stores.refetch()}
          onShowMore={() =>
            setPaging((shown) => ({ ...shown, shownCount: shown.shownCount + STORE_PAGE_SIZE }))
          }
          labelledBy="stores-title"
        />
      </main>
      <SiteFooter />
      {isPickerOpen && (
        <AddressPickerOverlay
          onClose={() => setIsPickerOpen(false)}
          onPick={(picked) => {
            setIsPickerOpen(false);
            // Choosing an address reloads the stores and pushes /storeslist with it in state.
            void navigate(paths.storesList.getHref(), {
              state: { address: picked } satisfies StoresListState,
            });
          }}
        />
      )}
      <PlatformNotice />
    </div>
  );
}
