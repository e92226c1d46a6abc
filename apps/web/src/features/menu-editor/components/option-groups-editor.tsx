import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  emptyGroup,
  emptyOption,
  type GroupDraft,
  type GroupKind,
  type OptionDraft,
} from '../utils/item-draft';
import styles from './menu-editor.module.css';

export interface OptionGroupsEditorProps {
  groups: GroupDraft[];
  errors: Record<string, string>;
  onChange: (groups: GroupDraft[]) => void;
}

const KINDS: GroupKind[] = ['required', 'upTo', 'any'];

/** An item's option groups and their options; each group's rule reads as a sentence ("Diners must pick 1"). */
export function OptionGroupsEditor({ groups, errors, onChange }: OptionGroupsEditorProps) {
  const { t } = useTranslation();
  const setGroup = (index: number, changes: Partial<GroupDraft>) =>
    onChange(groups.map((group, at) => (at === index ? { ...group, ...changes } : group)));

  return (
    <div className={styles.stack}>
      <h4 className={styles.legend}>{t('menuEditor.item.groups')}</h4>
      {groups.length === 0 && <p className={styles.muted}>{t('menuEditor.item.noGroups')}</p>}
      {groups.map((group, index) => {
        const label = group.name.trim() || t('menuEditor.group.label', { number: index + 1 });
        const setOption = (optionIndex: number, changes: Partial<OptionDraft>) =>
          setGroup(index, {
            options: group.options.map((option, at) =>
              at === optionIndex ? { ...option, ...changes } : option,
            ),
          });
        const groupError = errors[`groups.${index}`] ?? errors[`groups.${index}.options`];
        return (
          <fieldset key={group.key} className={styles.group} aria-label={label}>
            <legend className={styles.legend}>{label}</legend>
            <TextField
              label={t('menuEditor.group.name')}
              value={group.name}
              error={errors[`groups.${index}.name`]}
              onChange={(event) => setGroup(index, { name: event.target.value })}
            />
            <div className={styles.rule}>
              <label className={styles.label}>
                {t('menuEditor.group.kind')}
                <select
                  className={styles.select}
                  value={group.kind}
                  onChange={(event) => setGroup(index, { kind: event.target.value as GroupKind })}
                >
                  {KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`menuEditor.group.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
              {group.kind !== 'any' && (
                <TextField
                  label={t('menuEditor.group.count')}
                  inputMode="numeric"
                  value={group.count}
                  error={errors[`groups.${index}.count`]}
                  onChange={(event) => setGroup(index, { count: event.target.value })}
                />
              )}
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={group.multiQty}
                onChange={(event) => setGroup(index, { multiQty: event.target.checked })}
              />
              {t('menuEditor.group.multiQty')}
            </label>
            {groupError && (
              <p className={styles.error} role="alert">
                {groupError}
              </p>
            )}
            <h5 className={styles.legend}>{t('menuEditor.group.options')}</h5>
            {group.options.map((option, optionIndex) => {
              const at = `groups.${index}.options.${optionIndex}`;
              return (
                <div key={option.key} className={styles.option}>
                  <TextField
                    label={t('menuEditor.group.optionName')}
                    value={option.name}
                    error={errors[`${at}.name`]}
                    onChange={(event) => setOption(optionIndex, { name: event.target.value })}
                  />
                  <TextField
                    label={t('menuEditor.group.optionPrice')}
                    inputMode="decimal"
                    value={option.price}
                    error={errors[`${at}.price`]}
                    onChange={(event) => setOption(optionIndex, { price: event.target.value })}
                  />
                  <div className={styles.optionTools}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={option.active}
                        onChange={(event) => setOption(optionIndex, { active: event.target.checked })}
                      />
                      {t('menuEditor.group.optionActive')}
                    </label>
                    <button
                      type="button"
                      className={`${styles.tool} ${styles.danger}`}
                      aria-label={t('menuEditor.group.removeOption', {
                        name: option.name.trim() || optionIndex + 1,
                      })}
                      onClick={() =>
                        setGroup(index, {
                          options: group.options.filter((_, other) => other !== optionIndex),
                        })
                      }
                    >
                      {t('menuEditor.delete')}
                    </button>
                  </div>
                </div>
              );
            })}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => setGroup(index, { options: [...group.options, emptyOption()] })}
              >
                {t('menuEditor.group.addOption')}
              </Button>
              <Button variant="text" onClick={() => onChange(groups.filter((_, other) => other !== index))}>
                {t('menuEditor.group.remove', { name: label })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onChange([...groups, emptyGroup()])}>
          {t('menuEditor.group.add')}
        </Button>
      </div>
    </div>
  );
}
