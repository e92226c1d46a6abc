import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CsvCellChange, MenuImportSummary } from '../api/menu-editor-api';
import styles from './menu-import-preview.module.css';

export interface MenuImportPreviewProps {
  fileName: string;
  summary: MenuImportSummary | null;
  /** Set when the menu changed after the first preview: the lists are worked out again. */
  notice: string | null;
  error: string | null;
  isApplying: boolean;
  onApply: () => void;
  onClose: () => void;
}

/** A cell as the list shows it: empty reads as "(empty)", long text is cut. */
function cell(text: string, empty: string) {
  if (text === '') {
    return empty;
  }
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What an import will add, change and remove, with Apply and Cancel: nothing is written before Apply. */
export function MenuImportPreview({
  fileName,
  summary,
  notice,
  error,
  isApplying,
  onApply,
  onClose,
}: MenuImportPreviewProps) {
  const { t } = useTranslation();
  const changeText = (change: CsvCellChange) =>
    t('menuEditor.csv.preview.change', {
      field: t(`menuEditor.csv.fields.${change.field}`, { defaultValue: change.field }),
      from: cell(change.from, t('menuEditor.csv.preview.empty')),
      to: cell(change.to, t('menuEditor.csv.preview.empty')),
    });
  const isNoChange =
    summary !== null &&
    summary.added.length +
      summary.changed.length +
      summary.removed.length +
      summary.categoriesAdded.length +
      summary.categoriesChanged.length +
      summary.categoriesRemoved.length ===
      0 &&
    !summary.reordered;
  return (
    <Dialog
      isOpen={summary !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('menuEditor.csv.preview.title')}
      description={fileName}
      size="lg"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={isApplying}>
            {isNoChange ? t('common.close') : t('menuEditor.csv.preview.cancel')}
          </Button>
          {!isNoChange && (
            <Button isBusy={isApplying} onClick={onApply}>
              {t('menuEditor.csv.preview.apply')}
            </Button>
          )}
        </div>
      }
    >
      {summary && (
        <div className={styles.body}>
          {notice && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          <p className={styles.counts}>
            {isNoChange
              ? t('menuEditor.csv.preview.nothing')
              : t('menuEditor.csv.preview.counts', {
                  added: summary.added.length,
                  changed: summary.changed.length,
                  removed: summary.removed.length,
                  unchanged: summary.unchanged,
                })}
          </p>
          {summary.reordered && <p>{t('menuEditor.csv.preview.reordered')}</p>}
          {summary.removed.length > 0 && (
            <section className={styles.section} aria-labelledby="import-removed">
              <h3 id="import-removed" className={`${styles.sectionTitle} ${styles.removed}`}>
                {t('menuEditor.csv.preview.removed', { count: summary.removed.length })}
              </h3>
              <ul className={styles.list}>
                {summary.removed.map((item, index) => (
                  <li key={`${item.category}-${item.name}-${index}`}>
                    {item.name} <span className={styles.category}>· {item.category}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {summary.changed.length > 0 && (
            <section className={styles.section} aria-labelledby="import-changed">
              <h3 id="import-changed" className={styles.sectionTitle}>
                {t('menuEditor.csv.preview.changed', { count: summary.changed.length })}
              </h3>
              <ul className={styles.list}>
                {summary.changed.map((item, index) => (
                  <li key={`${item.category}-${item.name}-${index}`}>
                    {item.name} <span className={styles.category}>· {item.category}</span>
                    {item.changes.map((change) => (
                      <span key={change.field} className={styles.change}>
                        {changeText(change)}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {summary.added.length > 0 && (
            <section className={styles.section} aria-labelledby="import-added">
              <h3 id="import-added" className={styles.sectionTitle}>
                {t('menuEditor.csv.preview.added', { count: summary.added.length })}
              </h3>
              <ul className={styles.list}>
                {summary.added.map((item, index) => (
                  <li key={`${item.category}-${item.name}-${index}`}>
                    {item.name} <span className={styles.category}>· {item.category}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {summary.categoriesAdded.length +
            summary.categoriesChanged.length +
            summary.categoriesRemoved.length >
            0 && (
            <section className={styles.section} aria-labelledby="import-categories">
              <h3 id="import-categories" className={styles.sectionTitle}>
                {t('menuEditor.csv.preview.categories')}
              </h3>
              <ul className={styles.list}>
                {summary.categoriesAdded.map((name, index) => (
                  <li key={`added-${name}-${index}`}>
                    {t('menuEditor.csv.preview.categoryAdded', { name })}
                  </li>
                ))}
                {summary.categoriesChanged.map((category, index) => (
                  <li key={`changed-${category.name}-${index}`}>
                    {t('menuEditor.csv.preview.categoryChanged', { name: category.name })}
                    {category.changes.map((change) => (
                      <span key={change.field} className={styles.change}>
                        {changeText(change)}
                      </span>
                    ))}
                  </li>
                ))}
                {summary.categoriesRemoved.map((name, index) => (
                  <li key={`removed-${name}-${index}`} className={styles.removed}>
                    {t('menuEditor.csv.preview.categoryRemoved', { name })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {error && (
            <p className={styles.removed} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
