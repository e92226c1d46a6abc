import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './store-unavailable-dialog.module.css';

export interface StoreUnavailableDialogProps {
  isOpen: boolean;
  storeName: string;
  onOpenChange: (isOpen: boolean) => void;
  onPreOrder: () => void;
  /** Shown when the cart belongs to another restaurant: back to that one. */
  onReturn: (() => void) | null;
}

/** The store cannot take an order now, but a future one. */
export function StoreUnavailableDialog({
  isOpen,
  storeName,
  onOpenChange,
  onPreOrder,
  onReturn,
}: StoreUnavailableDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('store.unavailableTitle')} size="sm">
      <div className={styles.body}>
        <p>{t('store.unavailableText', { store: storeName })}</p>
        <div className={styles.actions}>
          <Button isBlock onClick={onPreOrder}>
            {t('store.preOrder')}
          </Button>
          {onReturn && (
            <Button variant="secondary" isBlock onClick={onReturn}>
              {t('store.return')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
