import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import {
  downloadMenuCsv,
  editorMenuQueryKey,
  importMenuCsv,
  previewMenuCsv,
  type MenuImportSummary,
} from '../api/menu-editor-api';
import { CsvFileError, readCsvFile } from '../utils/read-csv-file';
import { importErrors } from '../utils/server-errors';
import { MenuImportPreview } from './menu-import-preview';
import styles from './menu-editor.module.css';

/** The server's sentence for a file that is not a CSV at all (menu-csv-service.ts), shown in the owner's language. */
const NOT_A_CSV = /^This file is not a CSV file\./;

interface Checked {
  fileName: string;
  csv: string;
  summary: MenuImportSummary & { fingerprint: string };
  notice: string | null;
}

/**
 * Export the menu as CSV, or import one: the file is checked and previewed (what it adds, changes and removes),
 * and applied only when the owner confirms; the server's row errors are listed one a line.
 */
export function MenuCsvPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Checked | null>(null);
  const exporting = useMutation({ mutationFn: () => downloadMenuCsv(storeId), meta: { silent: true } });
  const checking = useMutation({
    mutationFn: async (file: File) => {
      const csv = await readCsvFile(file);
      return { fileName: file.name, csv, summary: await previewMenuCsv(storeId, csv), notice: null };
    },
    onSuccess: setChecked,
    meta: { silent: true },
  });
  const applying = useMutation({
    mutationFn: async (file: Checked): Promise<{ done: MenuImportSummary } | { again: Checked }> => {
      try {
        return { done: await importMenuCsv(storeId, file.csv, file.summary.fingerprint) };
      } catch (error) {
        // The menu changed since the preview: show what the file would do now, and ask again.
        if (error instanceof ApiError && error.status === 409) {
          const summary = await previewMenuCsv(storeId, file.csv);
          return { again: { ...file, summary, notice: t('menuEditor.csv.preview.menuChanged') } };
        }
        throw error;
      }
    },
    onSuccess: (result) => setChecked('again' in result ? result.again : null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorMenuQueryKey(storeId) }),
    meta: { silent: true },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      applying.reset();
      checking.mutate(file);
    }
  };
  const close = () => {
    setChecked(null);
    applying.reset();
  };
  const failure = checking.error;
  const refusal =
    failure instanceof CsvFileError
      ? { lead: t(`menuEditor.csv.${failure.problem}`), rows: [] }
      : failure instanceof ApiError && NOT_A_CSV.test(failure.message)
        ? { lead: t('menuEditor.csv.notCsv'), rows: [] }
        : failure
          ? importErrors(failure.message)
          : null;
  const done = applying.data && 'done' in applying.data ? applying.data.done : null;

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
          disabled={checking.isPending || applying.isPending}
          aria-describedby={`${inputId}-warning`}
          onChange={pick}
        />
        <label htmlFor={inputId} className={styles.fileLabel}>
          {checking.isPending ? t('menuEditor.csv.checking') : t('menuEditor.csv.import')}
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
        {done && (
          <p className={styles.success}>
            {t('menuEditor.csv.applied', {
              added: done.added.length,
              changed: done.changed.length,
              removed: done.removed.length,
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
      <MenuImportPreview
        fileName={checked?.fileName ?? ''}
        summary={checked?.summary ?? null}
        notice={checked?.notice ?? null}
        error={applying.error ? applying.error.message.replace(/^Nothing was imported\.\s*/, '') : null}
        isApplying={applying.isPending}
        onApply={() => checked && applying.mutate(checked)}
        onClose={close}
      />
    </section>
  );
}
