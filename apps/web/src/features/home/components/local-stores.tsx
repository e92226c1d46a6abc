import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './local-stores.module.css';

export const LOCAL_STORES_TITLE_ID = 'local-stores-title';

/** Home: the 'Local Stores' section around the first six stores. */
export function LocalStores({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={LOCAL_STORES_TITLE_ID}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={LOCAL_STORES_TITLE_ID} className={styles.title}>
            {t('home.localStores')}
          </h2>
          <Link to={paths.storesList.getHref()} className={styles.all}>
            {t('home.seeAll')}
            <ChevronRightIcon size={18} />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
