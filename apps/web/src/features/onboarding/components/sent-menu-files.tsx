import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { openMenuFile, useMenuFiles } from '../api/get-menu-files';
import { formatFileSize, formatFileType } from '../utils/menu-files';
import styles from './onboarding.module.css';

/** The menu files a store's owner sent at sign-up (add-menu), listed with type and size, each opened on demand. */
export function SentMenuFiles({ storeId, menuEditorHref }: { storeId: number; menuEditorHref: string }) {
  const { t } = useTranslation();
  const files = useMenuFiles(storeId);
  const [failure, setFailure] = useState<string | null>(null);
  const open = (id: number) => {
    setFailure(null);
    openMenuFile(id).catch((error: unknown) =>
      setFailure(
        t('onboarding.menuFiles.openFailed', {
          message: error instanceof ApiError ? error.message : t('onboarding.menuFiles.loadFailed'),
        }),
      ),
    );
  };
  return (
    <section id="menu-files" className={styles.card} aria-labelledby="menu-files-title">
      <h2 id="menu-files-title" className={styles.cardTitle}>
        {t('onboarding.menuFiles.title')}
      </h2>
      <p className={styles.intro}>{t('onboarding.menuFiles.intro')}</p>
      {files.isPending ? (
        <Skeleton height={60} />
      ) : files.isError ? (
        <Notice tone="error">{t('onboarding.menuFiles.loadFailed')}</Notice>
      ) : files.data.length === 0 ? (
        <p>
          {t('onboarding.menuFiles.none')}{' '}
          <Link to={menuEditorHref}>{t('onboarding.menuFiles.toEditor')}</Link>
        </p>
      ) : (
        <ul className={styles.files} aria-labelledby="menu-files-title">
          {files.data.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileType}>
                {formatFileType({ name: file.name, type: file.contentType })}
              </span>
              <span className={styles.fileName}>{file.name}</span>
              <span className={`${styles.fileSize} tabular`}>{formatFileSize(file.sizeBytes)}</span>
              <Button
                variant="secondary"
                aria-label={t('onboarding.menuFiles.openNamed', { name: file.name })}
                onClick={() => open(file.id)}
              >
                {t('onboarding.menuFiles.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
    </section>
  );
}
