import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { EditorCategory } from '../api/menu-editor-api';
import { useMenuActions, type MenuStatus } from '../api/use-menu-actions';
import { CategoryForm } from './category-form';
import { CategoryPanel } from './category-panel';
import { DealsPanel } from './deals-panel';
import { MenuCsvPanel } from './menu-csv-panel';
import { SortableRows } from './sortable-rows';
import styles from './menu-editor.module.css';

/** The whole menu as the owner edits it: CSV in and out, categories in order, each with its items, then deals. */
export function MenuEditor({ storeId, categories }: { storeId: number; categories: EditorCategory[] }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MenuStatus | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const actions = useMenuActions(storeId, setStatus);
  const names = categories.map(({ id, name }) => ({ id, name }));
  return (
    <>
      <MenuCsvPanel storeId={storeId} />
      {categories.length === 0 && <p className={styles.muted}>{t('menuEditor.empty')}</p>}
      <ul className={styles.list}>
        <SortableRows
          ids={categories.map((category) => category.id)}
          onMove={(from, to) => void actions.moveCategory(categories[from]!, to)}
        >
          {categories.map((category, index) => (
            <CategoryPanel
              key={category.id}
              storeId={storeId}
              category={category}
              index={index}
              count={categories.length}
              categories={names}
              actions={actions}
              report={setStatus}
            />
          ))}
        </SortableRows>
      </ul>
      {isAdding ? (
        <CategoryForm
          storeId={storeId}
          category={null}
          onClose={() => setIsAdding(false)}
          onSaved={() => {
            setIsAdding(false);
            setStatus({ tone: 'success', text: t('menuEditor.saved') });
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setIsAdding(true)}>{t('menuEditor.category.add')}</Button>
        </div>
      )}
      <DealsPanel storeId={storeId} />
      <div className={styles.status} aria-live="polite">
        {status && (
          <p
            className={status.tone === 'error' ? styles.alert : styles.statusOk}
            role={status.tone === 'error' ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        )}
      </div>
    </>
  );
}
