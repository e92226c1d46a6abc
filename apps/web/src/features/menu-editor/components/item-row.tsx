import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dollarsToCents, formatCents } from '@orderlane/domain';
import type { EditorCategory, EditorItem } from '../api/menu-editor-api';
import type { MenuActions } from '../api/use-menu-actions';
import { ItemForm } from './item-form';
import styles from './menu-editor.module.css';
import { ConfirmDelete, RowTools } from './row-tools';
import { useSortableRow } from './sortable-rows';

export interface ItemRowProps {
  storeId: number;
  category: EditorCategory;
  item: EditorItem;
  index: number;
  categories: { id: number; name: string }[];
  actions: MenuActions;
}

/** One item: name, price and marks, its tools, and its form in place while edited. */
export function ItemRow({ storeId, category, item, index, categories, actions }: ItemRowProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const groups = item.optionGroups.map((group) => group.name).join(', ');
  const { setNode, rowStyle, rowClass, leadClass, handle } = useSortableRow(item.id);
  return (
    <li ref={setNode} style={rowStyle} className={[styles.itemRow, rowClass].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <div className={leadClass}>
          {handle(item.name)}
          <div className={styles.stack}>
            <span className={styles.name}>
              {item.code && <span className={styles.muted}>{item.code}</span>}
              {item.name}
              {item.cnName && <span className={styles.muted}>{item.cnName}</span>}
              <span className={styles.price}>{formatCents(dollarsToCents(item.price))}</span>
              {!item.active && <span className={styles.badge}>{t('menuEditor.hidden')}</span>}
              {item.soldOut && <span className={styles.badge}>{t('menuEditor.soldOut')}</span>}
              {item.spicy && <span className={styles.badge}>{t('menuEditor.item.spicy')}</span>}
              {item.raw && <span className={styles.badge}>{t('menuEditor.item.raw')}</span>}
              {(item.availableFrom || item.availableUntil) && (
                <span className={styles.badge}>
                  {t('menuEditor.window.badge', {
                    from: item.availableFrom ?? '00:00',
                    until: item.availableUntil ?? '24:00',
                  })}
                </span>
              )}
            </span>
            {groups && <span className={styles.muted}>{groups}</span>}
          </div>
        </div>
        <RowTools
          name={item.name}
          isFirst={index === 0}
          isLast={index === category.items.length - 1}
          active={item.active}
          onMove={(step) => void actions.moveItem(category, item, index + step)}
          onEdit={() => setIsEditing((current) => !current)}
          onToggleActive={() => void actions.setItemActive(item, !item.active)}
          onDelete={() => setIsConfirming(true)}
        />
      </div>
      {isConfirming && (
        <ConfirmDelete
          question={t('menuEditor.item.deleteQuestion', { name: item.name })}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            void actions.deleteItem(item);
          }}
        />
      )}
      {isEditing && (
        <ItemForm
          storeId={storeId}
          categoryId={category.id}
          categoryName={category.name}
          categories={categories}
          item={item}
          onClose={() => setIsEditing(false)}
        />
      )}
    </li>
  );
}
