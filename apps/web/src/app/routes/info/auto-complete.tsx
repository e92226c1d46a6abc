import { useTranslation } from 'react-i18next';
import { AddressHelperPanel } from '@/features/address-helper/components/address-helper-panel';
import { useDocumentTitle } from './use-document-title';
import styles from './info-pages.module.css';

/** /autoComplete: the address-suggestion helper that native apps embed. */
export function AutoCompleteRoute() {
  const { t } = useTranslation();
  useDocumentTitle('addressHelper.documentTitle');
  return (
    <main className={styles.phoneColumn}>
      <h1 className={styles.pageTitle}>{t('addressHelper.title')}</h1>
      <AddressHelperPanel />
    </main>
  );
}
