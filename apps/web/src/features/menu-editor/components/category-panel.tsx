import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { EditorCategory } from '../api/menu-editor-api';
import type { MenuActions, MenuStatus } from '../api/use-menu-actions';
import { CategoryForm } from './category-form';
import { ItemForm } from './item-form';
import { ItemRow } from './item-row';
import styles from './menu-editor.module.css';
import { ConfirmDelete, RowTools } from './row-tools';
import { SortableRows, useSortableRow } from './sortable-rows';

export interface CategoryPanelProps {
  storeId: number;
  category: EditorCategory;
  index: number;
  count: number;
  categories: { id: number; name: string }[];
  actions: MenuActions;
  report: (status: MenuStatus) => void;
}

/** A category's heading and tools, its items in order, and the form that adds one. */
export function CategoryPanel({
  storeId,
  category,
  index,
  count,
  categories,
  actions,
  report,
}: CategoryPanelProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const headingId = `menu-category-${category.id}`;
  const { setNode, rowStyle, rowClass, leadClass, handle } = useSortableRow(category.id);
  return (
    <li
      ref={setNode}
      style={rowStyle}
      className={[styles.card, rowClass].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <div className={leadClass}>
          {handle(category.name)}
          <h2 id={headingId} className={styles.name}>
            <span className={styles.cardTitle}>{category.name}</span>
            {category.cnName && <span className={styles.muted}>{category.cnName}</span>}
            <span className={styles.muted}>
              {t('menuEditor.category.items', { count: category.items.length })}
            </span>
            {!category.active && <span className={styles.badge}>{t('menuEditor.hidden')}</span>}
          </h2>
        </div>
        <RowTools
          name={category.name}
          isFirst={index === 0}
          isLast={index === count - 1}
          active={category.active}
          onMove={(step) => void actions.moveCategory(category, index + step)}
          onEdit={() => setIsEditing((current) => !current)}
          onToggleActive={() => void actions.setCategoryActive(category, !category.active)}
          onDelete={() => setIsConfirming(true)}
        />
      </div>
      {isConfirming && (
        <ConfirmDelete
          question={t('menuEditor.category.deleteQuestion', {
            name: category.name,
            count: category.items.length,
          })}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            void actions.deleteCategory(category);
          }}
        />
      )}
      {isEditing && (
        <CategoryForm
          storeId={storeId}
          category={category}
          onClose={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            report({ tone: 'success', text: t('menuEditor.saved') });
          }}
        />
      )}
      <ul className={styles.items} aria-label={t('menuEditor.category.listLabel', { name: category.name })}>
        <SortableRows
          ids={category.items.map((item) => item.id)}
          onMove={(from, to) => void actions.moveItem(category, category.items[from]!, to)}
        >
          {category.items.map((item, itemIndex) => (
            <ItemRow
              key={item.id}
              storeId={storeId}
              category={category}
              item={item}
              index={itemIndex}
              categories={categories}
              actions={actions}
            />
          ))}
        </SortableRows>
      </ul>
      {isAdding ? (
        <ItemForm
          storeId={storeId}
          categoryId={category.id}
          categoryName={category.name}
          item={null}
          onClose={() => setIsAdding(false)}
          onCreated={() => {
            setIsAdding(false);
            report({ tone: 'success', text: t('menuEditor.saved') });
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setIsAdding(true)}>
            {t('menuEditor.item.add')}
          </Button>
        </div>
      )}
    </li>
  );
}
