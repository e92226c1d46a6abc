import { localizedName } from '@orderlane/domain';
import type { DisplayLocale, MenuCategory } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons';
import styles from './category-picker-dialog.module.css';

export interface CategoryPickerDialogProps {
  categories: readonly MenuCategory[];
  locale: DisplayLocale;
  activeId: number | null;
  onClose: () => void;
  onPick: (categoryId: number) => void;
}

export function CategoryPickerDialog({
  categories,
  locale,
  activeId,
  onClose,
  onPick,
}: CategoryPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('menu.jumpTo')} size="sm">
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <button type="button" className={styles.option} onClick={() => onPick(category.id)}>
              <span>{localizedName(category, locale)}</span>
              <span className={styles.count}>
                {category.id === activeId ? <CheckIcon size={18} /> : category.items.length}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
