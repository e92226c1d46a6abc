import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadMenuCsv, editorMenuQueryKey, importMenuCsv } from '../api/menu-editor-api';
import { importErrors } from '../utils/server-errors';
import styles from './menu-editor.module.css';

const MAX_BYTES = 1_500_000;

/** Export the menu as CSV, or import one (the whole menu replaced); the server's row errors listed one a line. */
export function MenuCsvPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const queryClient = useQueryClient();
  const exporting = useMutation({ mutationFn: () => downloadMenuCsv(storeId), meta: { silent: true } });
  const importing = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_BYTES) {
        throw new Error(t('menuEditor.csv.tooLarge'));
      }
      return importMenuCsv(storeId, await file.text());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorMenuQueryKey(storeId) }),
    meta: { silent: true },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      importing.mutate(file);
    }
  };
  const refusal = importing.error ? importErrors(importing.error.message) : null;

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.cardTitle}>
        {t('menuEditor.csv.title')}
      </h2>
      <p className={styles.muted}>{t('menuEditor.csv.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" isBusy={exporting.isPending} onClick={() => exporting.mutate()}>
          {t('menuEditor.csv.export')}
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          disabled={importing.isPending}
          aria-describedby={`${inputId}-warning`}
          onChange={pick}
        />
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('menuEditor.csv.import')}
        </label>
      </div>
      <p id={`${inputId}-warning`} className={styles.muted}>
        {t('menuEditor.csv.importWarning')}
      </p>
      <div aria-live="polite">
        {exporting.error && (
          <p className={styles.alert} role="alert">
            {t('menuEditor.csv.exportFailed', { message: exporting.error.message })}
          </p>
        )}
        {importing.data && (
          <p className={styles.success}>
            {t('menuEditor.csv.imported', {
              categories: importing.data.categories,
              items: importing.data.items,
            })}
          </p>
        )}
        {refusal && (
          <div className={styles.alert} role="alert">
            <p>
              {t('menuEditor.csv.importRefused')} {refusal.lead.replace(/^Nothing was imported\.\s*/, '')}
            </p>
            {refusal.rows.length > 0 && (
              <ul className={styles.rows}>
                {refusal.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
