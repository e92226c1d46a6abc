import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import styles from './delivery-status-panel.module.css';

export type DeliveryStatus = 'no-address' | 'checking' | 'available' | 'out-of-range';

export interface DeliveryStatusPanelProps {
  status: DeliveryStatus;
  addressText: string | null;
  onChangeAddress: () => void;
}

/** Delivery availability: checking, available, out of range, or no address yet. */
export function DeliveryStatusPanel({ status, addressText, onChangeAddress }: DeliveryStatusPanelProps) {
  const { t } = useTranslation();
  if (status === 'checking') {
    return (
      <div className={styles.checking} role="status">
        <Spinner size="sm" />
        <span>{t('address.checking')}</span>
      </div>
    );
  }
  if (status === 'no-address') {
    return (
      <Notice
        tone="info"
        title={t('address.pleaseEnter')}
        action={
          <Button variant="secondary" onClick={onChangeAddress}>
            {t('address.inputAddress')}
          </Button>
        }
      />
    );
  }
  const isAvailable = status === 'available';
  return (
    <Notice
      tone={isAvailable ? 'success' : 'error'}
      title={isAvailable ? t('address.available') : t('address.outOfRange')}
      role="status"
      action={
        <Button variant="secondary" onClick={onChangeAddress}>
          {t('address.changeAddress')}
        </Button>
      }
    >
      <p>{addressText}</p>
      {!isAvailable && <p>{t('address.cannotDeliver')}</p>}
    </Notice>
  );
}
