import type { CheckoutMethod } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { CheckoutSection } from './checkout-section';

export interface MethodSectionProps {
  value: CheckoutMethod;
  canDeliver: boolean;
  onChange: (method: CheckoutMethod) => void;
}

/** METHOD: Delivery or Pick Up. */
export function MethodSection({ value, canDeliver, onChange }: MethodSectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.method.title')}>
      <SegmentedControl
        label={t('checkout.method.title')}
        value={value}
        options={[
          { value: 'DELIVERY', label: t('checkout.method.delivery'), isDisabled: !canDeliver },
          { value: 'PICK_UP', label: t('checkout.method.pickUp') },
        ]}
        onChange={onChange}
      />
    </CheckoutSection>
  );
}
