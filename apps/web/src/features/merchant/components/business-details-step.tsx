import type { MerchantLead, SalesReferral } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { OwnerSession } from '@/lib/owner-session';
import { useBusinessDetails } from '../api/get-business-details';
import { useTaxRate } from '../api/get-tax-rate';
import { CreateStoreError, useCreateStore } from '../hooks/use-create-store';
import { formatTaxRatePercent, type BusinessForm } from '../utils/finish-restaurant';
import { ConfirmBusinessForm } from './confirm-business-form';
import styles from './finish.module.css';

export interface BusinessDetailsStepProps {
  lead: MerchantLead;
  session: OwnerSession;
  referral: { raw: string; referral: SalesReferral } | null;
  onDone: () => void;
}

/** Looks the business up from its name and ZIP, lets the owner confirm it, then creates the store. */
export function BusinessDetailsStep({ lead, session, referral, onDone }: BusinessDetailsStepProps) {
  const { t } = useTranslation();
  const details = useBusinessDetails({ name: lead.store.trim(), zip: lead.zip.trim() }, session.accessToken);
  const taxRate = useTaxRate(lead.zip.trim(), session.accessToken);
  const createStore = useCreateStore(session, referral);
  if (details.isPending || taxRate.isPending) {
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>{t('merchant.finish.confirmTitle')}</h1>
        <p className={styles.loading} role="status">
          <Spinner size="sm" /> {t('merchant.finish.detailsLoading')}
        </p>
      </div>
    );
  }
  const found = details.data ?? null;
  const rate = taxRate.data ?? null;
  const initial: BusinessForm = {
    name: found?.title || lead.store.trim(),
    phone: found?.phone || lead.phone.trim(),
    address: found?.address ?? '',
    city: found?.city ?? '',
    state: found?.state ?? '',
    zip: found?.zip || lead.zip.trim(),
    taxRatePercent: formatTaxRatePercent(rate?.taxRate ?? null),
  };
  const error = createStore.error;
  const failure =
    error instanceof CreateStoreError
      ? t(error.step === 'store' ? 'merchant.finish.storeFailed' : 'merchant.finish.trackingFailed')
      : null;
  return (
    <ConfirmBusinessForm
      initial={initial}
      taxRateFilled={
        rate ? { zip: rate.zip, state: rate.state, percent: formatTaxRatePercent(rate.taxRate) } : null
      }
      isNotFound={found === null || (found.address === '' && found.city === '')}
      isBusy={createStore.isPending}
      failure={failure}
      onSubmit={(form) => createStore.mutate(form, { onSuccess: onDone })}
    />
  );
}
