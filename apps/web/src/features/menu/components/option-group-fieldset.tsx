import {
  applyOptionPick,
  canIncreaseOption,
  chosenQuantity,
  formatCents,
  optionGroupKind,
  requiredChoiceCount,
  stepOptionQuantity,
  type OptionGroup,
  type OptionSelection,
  localizedName,
} from '@orderlane/domain';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/stepper';
import { shownOptionPriceCents } from '@orderlane/domain';
import type { PriceContext } from '../utils/price-context';
import styles from './option-group-fieldset.module.css';

export interface OptionGroupFieldsetProps {
  group: OptionGroup;
  /** Every visible group of the item: the pick helpers look the group up by id. */
  groups: readonly OptionGroup[];
  selection: OptionSelection;
  onChange: (selection: OptionSelection) => void;
  isHighlighted: boolean;
  priceContext: PriceContext;
}

/**
 * One option group: required single choice as radios; a required group of more than one as
 * steppers up to numOfChoice; optional groups as checkboxes, or steppers for multi-quantity options.
 */
export const OptionGroupFieldset = forwardRef<HTMLFieldSetElement, OptionGroupFieldsetProps>(
  function OptionGroupFieldset({ group, groups, selection, onChange, isHighlighted, priceContext }, ref) {
    const { t } = useTranslation();
    const kind = optionGroupKind(group);
    const hint =
      kind === 'up-to'
        ? t('menu.chooseUpTo', { count: group.numOfChoice })
        : kind === 'unlimited'
          ? t('menu.chooseAny')
          : t('menu.chooseExactly', { count: requiredChoiceCount(group) });
    const hintId = `group-${group.groupId}-hint`;
    const optionLabel = (option: OptionGroup['options'][number]) => {
      const extra = shownOptionPriceCents(option.priceCents, priceContext);
      return (
        <>
          <span className={styles.optionName}>{localizedName(option, priceContext.locale)}</span>
          {extra !== 0 && <span className={`${styles.optionPrice} tabular`}>+{formatCents(extra)}</span>}
        </>
      );
    };

    return (
      <fieldset
        ref={ref}
        className={isHighlighted ? `${styles.group} ${styles.highlighted}` : styles.group}
        aria-describedby={hintId}
        aria-invalid={isHighlighted || undefined}
        data-group-id={group.groupId}
      >
        <legend className={styles.legend}>
          <span className={styles.name}>{localizedName(group, priceContext.locale)}</span>
          {group.required && <span className={styles.required}>{t('menu.required')}</span>}
        </legend>
        <p id={hintId} className={styles.hint}>
          {hint}
          {isHighlighted && <span className={styles.unmet}> · {t('menu.pleaseChoose')}</span>}
        </p>
        <ul className={styles.options}>
          {group.options.map((option) => {
            const pick = { groupId: group.groupId, optionId: option.id };
            const quantity = chosenQuantity(selection, group.groupId, option.id);
            const canAdd = canIncreaseOption(groups, selection, pick);
            if (kind === 'single') {
              return (
                <li key={option.id}>
                  <label className={styles.row}>
                    <input
                      type="radio"
                      name={`group-${group.groupId}`}
                      checked={quantity > 0}
                      onChange={() => onChange(applyOptionPick(groups, selection, pick))}
                    />
                    {optionLabel(option)}
                  </label>
                </li>
              );
            }
            if (kind === 'required-multi' || group.multiQtyAllowed) {
              const name = localizedName(option, priceContext.locale);
              return (
                <li key={option.id} className={styles.row}>
                  {optionLabel(option)}
                  <Stepper
                    size="sm"
                    label={name}
                    value={quantity}
                    canDecrease={quantity > 0}
                    canIncrease={canAdd}
                    decreaseLabel={t('menu.removeOne', { name })}
                    increaseLabel={t('menu.addOne', { name })}
                    onDecrease={() => onChange(stepOptionQuantity(groups, selection, pick, -1))}
                    onIncrease={() => onChange(stepOptionQuantity(groups, selection, pick, 1))}
                  />
                </li>
              );
            }
            return (
              <li key={option.id}>
                <label className={styles.row}>
                  <input
                    type="checkbox"
                    checked={quantity > 0}
                    disabled={quantity === 0 && !canAdd}
                    onChange={() => onChange(applyOptionPick(groups, selection, pick))}
                  />
                  {optionLabel(option)}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  },
);
