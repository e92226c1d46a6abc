import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CartPanel, type CartPanelProps } from './cart-panel';

export interface CartSheetProps extends CartPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Below 1292 px the cart slides in from the right as a modal drawer. */
export function CartSheet({ isOpen, onOpenChange, ...panel }: CartSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('cart.title')} placement="right">
      <CartPanel {...panel} isHeadingHidden />
    </Dialog>
  );
}
