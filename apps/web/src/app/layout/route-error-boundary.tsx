import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import styles from './status-page.module.css';

/** Whatever a page throws ends here, with a way home instead of a blank screen. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('errors.pageTitle')}</h1>
      <p className={styles.text}>{t('errors.pageText')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link className={styles.secondary} to={paths.home.getHref()}>
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}
