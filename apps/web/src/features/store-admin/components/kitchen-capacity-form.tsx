import { MAKE_MINUTES_MAX, SLOT_LIMIT_MINUTES_MAX } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { useKitchenCapacity, useSaveKitchenCapacity, type KitchenCapacity } from '../api/kitchen-capacity';
import {
  capacityDraftProblems,
  toCapacityDraft,
  toCapacityInput,
  type CapacityDraft,
  type CapacityProblem,
} from '../utils/kitchen-capacity-draft';
import capacityStyles from './kitchen-capacity.module.css';
import styles from './store-admin.module.css';

/** The 'Kitchen capacity' section of the store settings page: loads its own setup and saves it on its own. */
export function KitchenCapacitySection({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const capacity = useKitchenCapacity(storeId);
  return (
    <section className={styles.section} aria-labelledby="capacity-title">
      <h2 id="capacity-title" className={styles.sectionTitle}>
        {t('storeAdmin.capacity.title')}
      </h2>
      <p className={styles.muted}>{t('storeAdmin.capacity.intro')}</p>
      {capacity.data ? (
        <KitchenCapacityForm storeId={storeId} capacity={capacity.data} />
      ) : capacity.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('storeAdmin.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void capacity.refetch()}>
            {t('storeAdmin.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton height={160} />
      )}
    </section>
  );
}

/** The limit per 15-minute slot, the store's default make time, and make times per category and item. */
export function KitchenCapacityForm({ storeId, capacity }: { storeId: number; capacity: KitchenCapacity }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => toCapacityDraft(capacity));
  const [problems, setProblems] = useState<CapacityProblem[]>([]);
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveKitchenCapacity(storeId);
  const nameOf = (row: { name: string; cnName: string | null }) =>
    i18n.language.startsWith('zh') && row.cnName ? row.cnName : row.name;

  const update = (change: (current: CapacityDraft) => CapacityDraft) => {
    setDraft(change);
    setIsSaved(false);
  };
  const errorOf = (field: string) => {
    const problem = problems.find((found) => found.field === field);
    return problem
      ? t(`storeAdmin.capacity.errors.${problem.key}`, {
          max: problem.key === 'limitRange' ? SLOT_LIMIT_MINUTES_MAX : MAKE_MINUTES_MAX,
        })
      : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = capacityDraftProblems(draft);
    setProblems(found);
    if (found.length > 0) {
      return;
    }
    save.mutate(toCapacityInput(draft), {
      onSuccess: (saved) => {
        setDraft(toCapacityDraft(saved));
        setIsSaved(true);
      },
    });
  };
  const limit = Number(draft.slotLimit.trim());

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <TextField
          label={t('storeAdmin.capacity.slotLimit')}
          hint={t('storeAdmin.capacity.slotLimitHint')}
          name="slotLimit"
          inputMode="numeric"
          className={styles.input}
          value={draft.slotLimit}
          error={errorOf('slotLimit')}
          onChange={(event) => update((current) => ({ ...current, slotLimit: event.target.value }))}
        />
        <TextField
          label={t('storeAdmin.capacity.defaultMake')}
          hint={t('storeAdmin.capacity.defaultMakeHint')}
          name="defaultMake"
          inputMode="numeric"
          className={styles.input}
          value={draft.defaultMake}
          error={errorOf('defaultMake')}
          onChange={(event) => update((current) => ({ ...current, defaultMake: event.target.value }))}
        />
      </div>
      <p className={styles.muted} aria-live="polite">
        {limit > 0 && Number.isInteger(limit)
          ? t('storeAdmin.capacity.limitedNow', { minutes: limit })
          : t('storeAdmin.capacity.unlimitedNow')}
      </p>

      <div className={styles.grid}>
        <h3 className={`${capacityStyles.subTitle} ${styles.wide}`}>{t('storeAdmin.capacity.byCategory')}</h3>
        <p className={`${styles.muted} ${styles.wide}`}>{t('storeAdmin.capacity.byCategoryHint')}</p>
        {capacity.categories.length === 0 && (
          <p className={`${styles.muted} ${styles.wide}`}>{t('storeAdmin.capacity.noMenu')}</p>
        )}
      </div>
      {capacity.categories.map((category) => {
        const categoryName = nameOf(category);
        const items = capacity.items.filter((item) => item.categoryId === category.categoryId);
        const categoryFallback = draft.categories[category.categoryId]?.trim() || draft.defaultMake.trim();
        return (
          <div key={category.categoryId} className={styles.row} role="group" aria-label={categoryName}>
            <TextField
              label={t('storeAdmin.capacity.categoryMake', { category: categoryName })}
              inputMode="numeric"
              className={styles.input}
              placeholder={t('storeAdmin.capacity.fallback', { minutes: draft.defaultMake.trim() })}
              value={draft.categories[category.categoryId] ?? ''}
              error={errorOf(`category-${category.categoryId}`)}
              onChange={(event) =>
                update((current) => ({
                  ...current,
                  categories: { ...current.categories, [category.categoryId]: event.target.value },
                }))
              }
            />
            {items.length > 0 && (
              <details className={capacityStyles.details}>
                <summary>
                  {t('storeAdmin.capacity.items', { category: categoryName, count: items.length })}
                </summary>
                <div className={styles.grid}>
                  {items.map((item) => (
                    <TextField
                      key={item.itemId}
                      label={nameOf(item)}
                      inputMode="numeric"
                      className={styles.input}
                      placeholder={t('storeAdmin.capacity.fallback', { minutes: categoryFallback })}
                      value={draft.items[item.itemId] ?? ''}
                      error={errorOf(`item-${item.itemId}`)}
                      onChange={(event) =>
                        update((current) => ({
                          ...current,
                          items: { ...current.items, [item.itemId]: event.target.value },
                        }))
                      }
                    />
                  ))}
                </div>
              </details>
            )}
          </div>
        );
      })}

      <div aria-live="polite">
        {problems.length > 0 && <p className={styles.alert}>{t('storeAdmin.capacity.fixBelow')}</p>}
        {save.error && (
          <p className={styles.alert} role="alert">
            {t('storeAdmin.capacity.refused', { message: save.error.message })}
          </p>
        )}
        {isSaved && <p className={styles.success}>{t('storeAdmin.saved')}</p>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('storeAdmin.capacity.save')}
        </Button>
      </div>
    </form>
  );
}
