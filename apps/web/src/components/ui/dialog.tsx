import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

export type DialogPlacement = 'center' | 'left' | 'right';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** Hide the visible heading when the body already shows one (it stays as the accessible name). */
  isTitleHidden?: boolean;
  description?: ReactNode;
  /** center: a full-screen sheet on phones, a centred card from 768 px; left/right: a drawer. */
  placement?: DialogPlacement;
  /** sm: a compact card on every width (short choices and messages). */
  size?: 'sm' | 'md' | 'lg';
  /** A sticky footer for the main action. */
  footer?: ReactNode;
  children: ReactNode;
}

/** Focus goes to an element marked data-autofocus, else to the dialog itself (not the close button). */
function focusOnOpen(event: Event): void {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  const target = content.querySelector<HTMLElement>('[data-autofocus]') ?? content;
  target.focus({ preventScroll: true });
}

/** Accessible modal (focus trap, Escape, labelled) on Radix Dialog, drawn as sheet, card or drawer. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  isTitleHidden = false,
  description,
  placement = 'center',
  size = 'md',
  footer,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, styles[placement], styles[size]].join(' ')}
          onOpenAutoFocus={focusOnOpen}
        >
          <header className={isTitleHidden ? styles.headerFloating : styles.header}>
            <RadixDialog.Title className={isTitleHidden ? 'visually-hidden' : styles.title}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button type="button" className={styles.close} aria-label={t('common.close')}>
                <CloseIcon size={22} />
              </button>
            </RadixDialog.Close>
          </header>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
