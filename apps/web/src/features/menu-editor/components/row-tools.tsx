import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './menu-editor.module.css';

export interface RowToolsProps {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  active: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

/**
 * Move up/down, edit, hide/show and delete: large buttons, each named after the row for screen readers. A move
 * button keeps the keyboard focus as its row moves (aria-disabled at the ends, so focus is never dropped).
 */
export function RowTools({
  name,
  isFirst,
  isLast,
  active,
  onMove,
  onEdit,
  onToggleActive,
  onDelete,
}: RowToolsProps) {
  const { t } = useTranslation();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const move = (step: -1 | 1, isBlocked: boolean, button: RefObject<HTMLButtonElement | null>) => {
    if (isBlocked) {
      return;
    }
    onMove(step);
    // The row's node is moved in the list, which can drop focus from it: put it back once drawn.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <div className={styles.tools}>
      <button
        type="button"
        className={styles.tool}
        ref={upRef}
        aria-disabled={isFirst}
        aria-label={t('menuEditor.moveUp', { name })}
        title={t('menuEditor.moveUp', { name })}
        onClick={() => move(-1, isFirst, upRef)}
      >
        <span className={styles.arrow} aria-hidden="true">
          ↑
        </span>
      </button>
      <button
        type="button"
        className={styles.tool}
        ref={downRef}
        aria-disabled={isLast}
        aria-label={t('menuEditor.moveDown', { name })}
        title={t('menuEditor.moveDown', { name })}
        onClick={() => move(1, isLast, downRef)}
      >
        <span className={styles.arrow} aria-hidden="true">
          ↓
        </span>
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label={`${t('menuEditor.edit')} ${name}`}
        onClick={onEdit}
      >
        {t('menuEditor.edit')}
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label={`${t(active ? 'menuEditor.hide' : 'menuEditor.show')} ${name}`}
        onClick={onToggleActive}
      >
        {t(active ? 'menuEditor.hide' : 'menuEditor.show')}
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.danger}`}
        aria-label={`${t('menuEditor.delete')} ${name}`}
        onClick={onDelete}
      >
        {t('menuEditor.delete')}
      </button>
    </div>
  );
}

/** The second step of a delete, in place: the question and the two answers. */
export function ConfirmDelete({
  question,
  onConfirm,
  onCancel,
}: {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.alert} role="alertdialog" aria-label={question}>
      <p>{question}</p>
      <div className={styles.actions}>
        <button type="button" className={`${styles.tool} ${styles.danger}`} onClick={onConfirm}>
          {t('menuEditor.confirmDelete')}
        </button>
        <button type="button" className={styles.tool} onClick={onCancel} autoFocus>
          {t('menuEditor.cancel')}
        </button>
      </div>
    </div>
  );
}
