import { formatScheduleTime } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { useKitchenAsap } from '../api/get-kitchen-asap';

export interface KitchenBusyNoticeProps {
  storeId: number;
  orderType: 'PICK_UP' | 'DELIVERY';
  timeZone: string;
  /** Only an ASAP cart is moved; a scheduled time is checked when the order is sent. */
  isAsap: boolean;
}

/** Kitchen capacity: when the kitchen's next slot is full, the store page says when ASAP orders will be made. */
export function KitchenBusyNotice({ storeId, orderType, timeZone, isAsap }: KitchenBusyNoticeProps) {
  const { t } = useTranslation();
  const asap = useKitchenAsap(storeId, orderType, isAsap);
  if (!isAsap || !asap.data?.busy) {
    return null;
  }
  return (
    <Notice tone="warning" role="status">
      {asap.data.nextSlot
        ? t('schedule.kitchenBusy', { time: formatScheduleTime(asap.data.nextSlot, timeZone) })
        : t('schedule.kitchenFull')}
    </Notice>
  );
}
