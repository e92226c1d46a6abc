import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from './use-document-title';
import statusStyles from '../../layout/status-page.module.css';

/** /driver_done: the thank-you after a driver sign-up. */
export function DriverDoneRoute() {
  const { t } = useTranslation();
  useDocumentTitle('driverDone.documentTitle');
  return (
    <main className={statusStyles.page}>
      <svg className={statusStyles.art} viewBox="0 0 160 120" aria-hidden>
        <circle cx="80" cy="60" r="44" fill="currentColor" opacity="0.12" />
        <path
          d="M58 62l15 15 30-32"
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className={statusStyles.title}>{t('driverDone.title')}</h1>
      <p className={statusStyles.text}>{t('driverDone.text')}</p>
      <div className={statusStyles.actions}>
        <Link className={statusStyles.primary} to={paths.home.getHref()}>
          {t('driverDone.backHome')}
        </Link>
      </div>
    </main>
  );
}
