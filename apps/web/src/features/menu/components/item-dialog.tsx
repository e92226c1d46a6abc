import {
  SPECIAL_REQUESTS_UNAVAILABLE_PLACEHOLDER,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  createCartLine,
  filterSpecialInstructions,
  formatCents,
  isDomainError,
  stepItemQuantity,
  unmetRequiredGroups,
  visibleOptionGroups,
  type CartLine,
  type MenuCategory,
  type MenuItem,
  type OptionSelection,
  localizedName,
} from '@orderlane/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Stepper } from '@/components/ui/stepper';
import { showToast } from '@/components/ui/toast-store';
import { useItemAvailability } from '../api/get-item-availability';
import { shownUnitPriceCents } from '@orderlane/domain';
import type { PriceContext } from '../utils/price-context';
import { OptionGroupFieldset } from './option-group-fieldset';
import styles from './item-dialog.module.css';

export interface ItemDialogProps {
  item: MenuItem;
  category: Pick<MenuCategory, 'id' | 'name' | 'cnName'> | null;
  priceContext: PriceContext;
  scheduleTime: string | null;
  isSpecialRequestAvailable: boolean;
  onAdd: (line: CartLine) => void;
  onClose: () => void;
}

/** Item modal: availability check, option groups, quantity, instructions, Add to cart. */
export function ItemDialog({
  item: menuItem,
  category,
  priceContext,
  scheduleTime,
  isSpecialRequestAvailable,
  onAdd,
  onClose,
}: ItemDialogProps) {
  const { t } = useTranslation();
  const availability = useItemAvailability(menuItem, scheduleTime);
  const item = availability.data?.item ?? menuItem;
  const groups = useMemo(() => visibleOptionGroups(item.optionGroups), [item.optionGroups]);
  const [selection, setSelection] = useState<OptionSelection>([]);
  const [quantity, setQuantity] = useState(1);
  const [instructions, setInstructions] = useState('');
  const [hasTriedAdd, setHasTriedAdd] = useState(false);
  const groupRefs = useRef(new Map<number, HTMLFieldSetElement>());

  const unmet = unmetRequiredGroups(groups, selection);
  const unmetIds = new Set(unmet.map((group) => group.groupId));
  const totalCents = shownUnitPriceCents(item, selection, priceContext) * quantity;
  const name = localizedName(item, priceContext.locale);

  const add = () => {
    const firstUnmet = unmet[0];
    if (firstUnmet) {
      setHasTriedAdd(true);
      const fieldset = groupRefs.current.get(firstUnmet.groupId);
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      fieldset?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      fieldset
        ?.querySelector<HTMLElement>('input:not([readonly]), button:not(:disabled)')
        ?.focus({ preventScroll: true });
      return;
    }
    try {
      onAdd(
        createCartLine({
          item,
          selection,
          quantity,
          category,
          specialInstructions: instructions,
          mRate: priceContext.mRate,
        }),
      );
    } catch (error) {
      showToast({ message: isDomainError(error) ? error.message : t('menu.addFailed'), tone: 'error' });
    }
  };

  const footer = (
    <div className={styles.footer}>
      <Stepper
        label={t('menu.quantity')}
        value={quantity}
        canDecrease={quantity > 1}
        canIncrease={stepItemQuantity(quantity, 1) > quantity}
        decreaseLabel={t('menu.decreaseQuantity')}
        increaseLabel={t('menu.increaseQuantity')}
        onDecrease={() => setQuantity((current) => stepItemQuantity(current, -1))}
        onIncrease={() => setQuantity((current) => stepItemQuantity(current, 1))}
      />
      {availability.isPending ? (
        <div className={styles.checking} role="status">
          <Spinner size="sm" />
          <span>{t('menu.checkingAvailability')}</span>
        </div>
      ) : availability.data?.isAvailable ? (
        <Button size="lg" className={styles.add} onClick={add}>
          <span>{t('menu.addToCart')}</span>
          <span className="tabular">{formatCents(totalCents)}</span>
        </Button>
      ) : (
        <Button size="lg" className={styles.unavailable} disabled>
          {t('menu.itemNotAvailable')}
        </Button>
      )}
    </div>
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={name}
      isTitleHidden={Boolean(item.imageUrl)}
      size="lg"
      footer={footer}
    >
      {item.imageUrl && (
        <div className={styles.image}>
          <img src={item.imageUrl} alt="" width={600} height={450} />
        </div>
      )}
      <div className={styles.summary}>
        {item.imageUrl && (
          <p className={styles.name} aria-hidden>
            {name}
          </p>
        )}
        {item.description && <p className={styles.description}>{item.description}</p>}
        <p className={`${styles.price} tabular`}>
          {formatCents(shownUnitPriceCents(item, [], priceContext))}
        </p>
      </div>
      {groups.map((group) => (
        <OptionGroupFieldset
          key={group.groupId}
          ref={(element) => {
            if (element) {
              groupRefs.current.set(group.groupId, element);
            } else {
              groupRefs.current.delete(group.groupId);
            }
          }}
          group={group}
          groups={groups}
          selection={selection}
          onChange={setSelection}
          isHighlighted={hasTriedAdd && unmetIds.has(group.groupId)}
          priceContext={priceContext}
        />
      ))}
      <div className={styles.instructions}>
        <TextAreaField
          label={t('menu.specialInstructions')}
          value={instructions}
          maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
          disabled={!isSpecialRequestAvailable}
          placeholder={
            isSpecialRequestAvailable
              ? t('menu.specialInstructionsPlaceholder')
              : SPECIAL_REQUESTS_UNAVAILABLE_PLACEHOLDER
          }
          onChange={(event) => setInstructions(filterSpecialInstructions(event.target.value))}
        />
      </div>
    </Dialog>
  );
}
