import type { CartState } from '@orderlane/domain';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasCompleteAddress } from '@/features/address/utils/address-text';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { logEvent } from '@/lib/analytics';
import type { Store } from '@/types/api';

const AddressDialog = lazy(() =>
  import('@/features/address/components/address-dialog').then((module) => ({
    default: module.AddressDialog,
  })),
);
const TimeDialog = lazy(() =>
  import('@/features/schedule/components/time-dialog').then((module) => ({ default: module.TimeDialog })),
);
const StoreUnavailableDialog = lazy(() =>
  import('@/features/store/components/store-unavailable-dialog').then((module) => ({
    default: module.StoreUnavailableDialog,
  })),
);

export type StoreDialog = 'address' | 'time' | 'unavailable' | null;

export interface StoreDialogsProps {
  dialog: StoreDialog;
  onDialogChange: (dialog: StoreDialog) => void;
  store: Store;
  cart: CartState;
  isAsapAvailable: boolean;
  previousStoreId: number | null;
}

/** The store page's dialogs, each loaded when first opened. */
export function StoreDialogs({
  dialog,
  onDialogChange,
  store,
  cart,
  isAsapAvailable,
  previousStoreId,
}: StoreDialogsProps) {
  const { dispatch } = useCartActions();
  const navigate = useNavigate();
  const close = () => onDialogChange(null);
  return (
    <Suspense fallback={null}>
      {dialog === 'address' && (
        <AddressDialog
          restaurantInfoId={store.id}
          initial={hasCompleteAddress(cart.customer) ? cart.customer : null}
          onSave={(address) => {
            dispatch({ type: 'UPDATE_CUSTOMER', customer: { ...address, addressChanged: true } });
            dispatch({ type: 'UPDATE_STATE', deliveryAvailable: true });
            dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DELIVERY' });
            logEvent('address_saved', store.id, { zip: address.zip });
            close();
          }}
          onClose={() => {
            // Closing with no order type set falls back to PICK_UP.
            if (cart.orderType === null) {
              dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
            }
            close();
          }}
        />
      )}
      {dialog === 'time' && (
        <TimeDialog
          restaurantInfoId={store.id}
          orderType={cart.orderType}
          scheduleTime={cart.scheduleTime}
          isAsapAvailable={isAsapAvailable}
          onUpdate={(scheduleTime) => {
            dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime });
            close();
          }}
          onClose={close}
        />
      )}
      {dialog === 'unavailable' && (
        <StoreUnavailableDialog
          isOpen
          storeName={store.name}
          onOpenChange={(isOpen) => !isOpen && close()}
          onPreOrder={() => onDialogChange('time')}
          onReturn={
            previousStoreId === null ? null : () => void navigate(paths.store.getHref(previousStoreId))
          }
        />
      )}
    </Suspense>
  );
}
