import { useTranslation } from 'react-i18next';
import { ScratchCard } from '@/features/scratch/components/scratch-card';
import { useDocumentTitle } from './use-document-title';
import styles from './info-pages.module.css';

/** /scratch: the scratch-card demo. */
export function ScratchRoute() {
  const { t } = useTranslation();
  useDocumentTitle('scratch.documentTitle');
  return (
    <main className={styles.centered}>
      <h1 className={styles.pageTitle}>{t('scratch.title')}</h1>
      <p className={styles.muted}>{t('scratch.text')}</p>
      <ScratchCard />
    </main>
  );
}
