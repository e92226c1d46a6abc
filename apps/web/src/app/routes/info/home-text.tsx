import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from './use-document-title';
import statusStyles from '../../layout/status-page.module.css';

/** /home: the route shows the words 'store page', as the product always has; a link leads on. */
export function HomeTextRoute() {
  const { t } = useTranslation();
  useDocumentTitle('homeText.documentTitle');
  return (
    <main className={statusStyles.page}>
      <h1 className={statusStyles.title}>{t('homeText.text')}</h1>
      <div className={statusStyles.actions}>
        <Link className={statusStyles.secondary} to={paths.storesList.getHref()}>
          {t('homeText.browse')}
        </Link>
      </div>
    </main>
  );
}
