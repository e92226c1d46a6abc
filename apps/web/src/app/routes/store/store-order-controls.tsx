import type { CartState } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import {
  DeliveryStatusPanel,
  type DeliveryStatus,
} from '@/features/address/components/delivery-status-panel';
import { formatAddress, hasCompleteAddress } from '@/features/address/utils/address-text';
import { ScheduleChip } from '@/features/schedule/components/schedule-chip';
import { hasDriverOption, isDeliveryOffered } from '@orderlane/domain';
import type { Store } from '@/types/api';
import styles from './store-page.module.css';

export interface StoreOrderControlsProps {
  store: Store;
  cart: CartState;
  deliveryStatus: DeliveryStatus;
  /** Delivery (or the whole store) is paused: the page says so, and the panel no longer reads "available". */
  isDeliveryPaused?: boolean;
  onPickUp: () => void;
  onDelivery: () => void;
  onOpenAddress: () => void;
  onOpenTime: () => void;
}

/** Pickup/Delivery toggle, the date/time chip and, for delivery, the delivery status panel. */
export function StoreOrderControls({
  store,
  cart,
  deliveryStatus,
  isDeliveryPaused = false,
  onPickUp,
  onDelivery,
  onOpenAddress,
  onOpenTime,
}: StoreOrderControlsProps) {
  const { t } = useTranslation();
  const canDeliver = isDeliveryOffered(store);
  const value = cart.orderType === 'DELIVERY' ? 'DELIVERY' : cart.orderType === 'PICK_UP' ? 'PICK_UP' : null;
  return (
    <>
      <div className={styles.controls}>
        {hasDriverOption(store) ? (
          <SegmentedControl
            label={t('store.orderType')}
            value={value}
            options={[
              { value: 'PICK_UP', label: t('store.pickup') },
              { value: 'DELIVERY', label: t('store.delivery'), isDisabled: !canDeliver || isDeliveryPaused },
            ]}
            onChange={(next) => (next === 'DELIVERY' ? onDelivery() : onPickUp())}
          />
        ) : (
          <span className={styles.pickupOnly}>{t('store.pickupOnly')}</span>
        )}
        <ScheduleChip scheduleTime={cart.scheduleTime} timeZone={store.timeZone} onOpen={onOpenTime} />
      </div>
      {cart.orderType === 'DELIVERY' && !isDeliveryPaused && (
        <DeliveryStatusPanel
          status={deliveryStatus}
          addressText={hasCompleteAddress(cart.customer) ? formatAddress(cart.customer) : null}
          onChangeAddress={onOpenAddress}
        />
      )}
    </>
  );
}
