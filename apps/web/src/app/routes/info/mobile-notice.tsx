import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from './use-document-title';
import statusStyles from '../../layout/status-page.module.css';

/** Wider than this, the management pages work: the notice gives way to the home page. */
const WIDE_QUERY = '(min-width: 769px)';

/** /mobile-notice: on a phone, the web management pages are not supported; the app stores are. */
export function MobileNoticeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle('mobileNotice.documentTitle');
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const leaveIfWide = () => {
      if (wide.matches) {
        void navigate(paths.home.getHref(), { replace: true });
      }
    };
    leaveIfWide();
    wide.addEventListener('change', leaveIfWide);
    return () => wide.removeEventListener('change', leaveIfWide);
  }, [navigate]);
  return (
    <main className={statusStyles.page}>
      <svg className={statusStyles.art} viewBox="0 0 160 120" aria-hidden>
        <rect x="56" y="8" width="48" height="104" rx="8" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M72 96h16" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        <path
          d="M40 60h-24M144 60h-24"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          opacity="0.3"
        />
      </svg>
      <h1 className={statusStyles.title}>{t('mobileNotice.title')}</h1>
      <p className={statusStyles.text}>{t('mobileNotice.text', { brand: env.BRAND_NAME })}</p>
      <div className={statusStyles.actions}>
        <Link className={statusStyles.primary} to={paths.downloadApp.getHref()}>
          {t('mobileNotice.getApp')}
        </Link>
      </div>
    </main>
  );
}
