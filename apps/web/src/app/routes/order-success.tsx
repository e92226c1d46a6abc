import { dollarsToCents, formatCents, formatOrderNumber } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CardPage } from './auth';
import styles from './auth.module.css';

/** /orderSuccess: the confirmation with the order number and total, and the link to follow the order. */
export function OrderSuccessRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId'));
  const total = Number(search.get('total'));
  return (
    <CardPage
      title={t('orderSuccess.title')}
      art={
        <span className={styles.art} aria-hidden>
          <CheckIcon size={96} />
        </span>
      }
    >
      <p className={styles.lead}>{t('orderSuccess.preparing')}</p>
      {Number.isSafeInteger(orderId) && orderId > 0 && (
        <dl className={styles.facts}>
          <div>
            <dt>{t('orderSuccess.number')}</dt>
            <dd className="tabular">{formatOrderNumber(orderId)}</dd>
          </div>
          {Number.isFinite(total) && search.get('total') !== null && (
            <div>
              <dt>{t('orderSuccess.total')}</dt>
              <dd className="tabular">{formatCents(dollarsToCents(total))}</dd>
            </div>
          )}
        </dl>
      )}
      <div className={styles.actions}>
        {Number.isSafeInteger(orderId) && orderId > 0 && (
          <Link className={styles.primaryLink} to={paths.trackOrder.getHref(orderId)}>
            {t('orderSuccess.track')}
          </Link>
        )}
        <Link className={styles.secondaryLink} to={paths.orderHistory.getHref()}>
          {t('orderSuccess.orderHistory')}
        </Link>
        <Link className={styles.secondaryLink} to={paths.home.getHref()}>
          {t('orderSuccess.home')}
        </Link>
      </div>
    </CardPage>
  );
}
