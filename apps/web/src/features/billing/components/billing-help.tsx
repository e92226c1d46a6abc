import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import creditCard from '../assets/credit-card.svg';
import receipt from '../assets/receipt.svg';
import styles from './billing-help.module.css';

/** The statement descriptor: this site's address followed by /bill, in capitals as card statements print it. */
function statementDescriptor(): string {
  return `${window.location.hostname}${paths.bill.getHref()}`.toUpperCase();
}

/** What a card holder needs to recognise a charge: the descriptor, Order History, refunds. */
export function BillingHelp() {
  const { t } = useTranslation();
  const steps = t('billing.findSteps', { returnObjects: true }) as string[];
  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="billing-descriptor">
        <img src={creditCard} alt="" width={48} height={48} />
        <h2 id="billing-descriptor" className={styles.title}>
          {t('billing.descriptorTitle')}
        </h2>
        <p>{t('billing.descriptorText', { brand: env.BRAND_NAME })}</p>
        <p className={styles.descriptor}>
          <code>{statementDescriptor()}</code>
        </p>
        <p className={styles.muted}>{t('billing.descriptorNote')}</p>
      </section>
      <section className={styles.card} aria-labelledby="billing-find">
        <img src={receipt} alt="" width={48} height={48} />
        <h2 id="billing-find" className={styles.title}>
          {t('billing.findTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to={paths.orderHistory.getHref()} className={styles.action}>
          {t('billing.openHistory')}
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="billing-refunds">
        <h2 id="billing-refunds" className={styles.title}>
          {t('billing.refundTitle')}
        </h2>
        <p>{t('billing.refundText')}</p>
      </section>
    </div>
  );
}
