import { formatCents, type Orderability } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';

/** The reason a cart cannot be ordered, in the reader's language (the domain's sentence is English). */
export function useOrderabilityText(orderability: Orderability): string | null {
  const { t } = useTranslation();
  if (orderability.orderable) {
    return null;
  }
  const { reason, details, message } = orderability;
  return t(`orderability.${reason}`, {
    defaultValue: message,
    type: details?.orderType ? t(`orderability.types.${details.orderType}`) : '',
    store: details?.storeName ?? '',
    amount: details?.shortfallCents !== undefined ? formatCents(details.shortfallCents) : '',
  });
}
