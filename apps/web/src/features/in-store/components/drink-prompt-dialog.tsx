import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './drink-prompt-dialog.module.css';

export interface DrinkPromptDialogProps {
  onYes: () => void;
  onNo: () => void;
}

/** 000 §2 On-premise: 'Do you want to start with a drink?' Yes jumps to the drinks, No closes. */
export function DrinkPromptDialog({ onYes, onNo }: DrinkPromptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onNo()}
      title={t('inStore.drinkTitle')}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" isBlock onClick={onNo}>
            {t('inStore.drinkNo')}
          </Button>
          <Button isBlock onClick={onYes} data-autofocus>
            {t('inStore.drinkYes')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t('inStore.drinkText')}</p>
    </Dialog>
  );
}
