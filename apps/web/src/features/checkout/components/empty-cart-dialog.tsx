import { EMPTY_CART_MESSAGE } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** 'Sorry, your cart is empty...' as an accessible alert dialog; closing it goes back. */
export function EmptyCartDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      size="sm"
      title={t('checkout.emptyTitle')}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={
        <Button isBlock data-autofocus onClick={onClose}>
          {t('checkout.ok')}
        </Button>
      }
    >
      <p style={{ padding: 'var(--space-4)' }} role="alert">
        {EMPTY_CART_MESSAGE}
      </p>
    </Dialog>
  );
}
