import {
  basisPointsToPercent,
  CALL_TRANSFER_DEPOSIT_CENTS,
  CARD_FEE_BPS,
  CARD_FEE_FIXED_CENTS,
  DRIVER_DELIVERY_FEE_BPS,
  formatCents,
  FREE_TRIAL_CALLS,
  phoneAnsweringCommissionCents,
} from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import styles from './pricing.module.css';

const EXAMPLE_TURNOVER_CENTS = 1_000_000;

/** Card and driver fees, the deposit rule, the free calls and a worked example. */
export function PricingFees() {
  const { t } = useTranslation();
  const fees = [
    {
      name: t('pricing.cardFee'),
      text: t('pricing.cardFeeText', {
        percent: basisPointsToPercent(CARD_FEE_BPS),
        fixed: formatCents(CARD_FEE_FIXED_CENTS),
      }),
    },
    {
      name: t('pricing.driverFee'),
      text: t('pricing.driverFeeText', { percent: basisPointsToPercent(DRIVER_DELIVERY_FEE_BPS) }),
    },
    {
      name: t('pricing.deposit'),
      text: t('pricing.depositText', { amount: formatCents(CALL_TRANSFER_DEPOSIT_CENTS).replace('.00', '') }),
    },
    { name: t('pricing.freeTrial'), text: t('pricing.freeTrialText', { calls: FREE_TRIAL_CALLS }) },
  ];
  return (
    <>
      <dl className={styles.fees}>
        {fees.map((fee) => (
          <div key={fee.name} className={styles.fee}>
            <dt className={styles.feeName}>{fee.name}</dt>
            <dd className={styles.feeText}>{fee.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.example}>
        <strong>{t('pricing.exampleTitle')}</strong>{' '}
        {t('pricing.exampleText', {
          turnover: formatCents(EXAMPLE_TURNOVER_CENTS).replace('.00', ''),
          commission: formatCents(
            phoneAnsweringCommissionCents(EXAMPLE_TURNOVER_CENTS, 'ALL_INCLUSIVE', 'CHINESE'),
          ),
        })}
      </p>
    </>
  );
}
