import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import styles from './page-spinner.module.css';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
