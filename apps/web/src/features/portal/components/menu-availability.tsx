import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useMenuAvailability, type AvailabilityEntry } from '../api/get-menu-availability';
import { useSetAvailability, type AvailabilityChange } from '../api/set-availability';
import { countUnavailable, filterAvailability } from '../utils/filter-availability';
import { formatStoreLocalTime } from '../utils/order-time';
import { AvailabilitySwitch } from './availability-switch';
import { UnavailableDialog } from './unavailable-dialog';
import styles from './menu-availability.module.css';

export interface MenuAvailabilityProps {
  storeId: number;
  /** The store's clock now, 'YYYY-MM-DD HH:mm:ss'. */
  storeNow: string;
}

/** Every item and option with a switch: off until the end of the day or a chosen time, back on at once. */
export function MenuAvailability({ storeId, storeNow }: MenuAvailabilityProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const searchId = useId();
  const menu = useMenuAvailability(storeId);
  const change = useSetAvailability(storeId);
  const [search, setSearch] = useState('');
  const [turningOff, setTurningOff] = useState<{ kind: 'item' | 'option'; entry: AvailabilityEntry } | null>(
    null,
  );
  const today = storeNow.slice(0, 10);
  const nameOf = (entity: { name: string; cnName: string | null }) =>
    locale === 'zh-CN' && entity.cnName ? entity.cnName : entity.name;
  const send = (next: AvailabilityChange, onDone?: () => void) =>
    change.mutate(next, {
      onSuccess: onDone,
      onError: (error) =>
        showToast({
          message: error instanceof ApiError ? error.message : t('portal.board.actionFailed'),
          tone: 'error',
        }),
    });
  const busyId = change.isPending ? `${change.variables?.kind}-${change.variables?.id}` : null;
  const renderSwitch = (kind: 'item' | 'option', entry: AvailabilityEntry, groupName?: string) => (
    <AvailabilitySwitch
      kind={kind}
      entry={entry}
      label={nameOf(entry)}
      detail={groupName}
      untilText={entry.unavailableUntil ? formatStoreLocalTime(entry.unavailableUntil, today, locale) : null}
      isBusy={busyId === `${kind}-${entry.id}`}
      onChange={(isAvailable) =>
        isAvailable && entry.entryId !== null
          ? send({ action: 'on', kind, id: entry.id, entryId: entry.entryId })
          : setTurningOff({ kind, entry })
      }
    />
  );

  if (menu.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('portal.menu.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={56} />
        ))}
      </div>
    );
  }
  if (menu.isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        action={
          <Button variant="secondary" onClick={() => void menu.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('portal.menu.loadFailed')}
      </Notice>
    );
  }
  const shown = filterAvailability(menu.data, search);
  const offCount = countUnavailable(menu.data);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('portal.menu.title')}</h1>
        <p className={styles.summary}>{t('portal.menu.summary', { count: offCount })}</p>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('portal.menu.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('portal.menu.noMatch', { search })}</p>
      ) : (
        shown.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`} className={styles.categoryTitle}>
              {nameOf(category)}
            </h2>
            <ul className={styles.items}>
              {category.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  {renderSwitch('item', item)}
                  {item.options.length > 0 && (
                    <details
                      className={styles.options}
                      open={search.trim() !== '' && item.options.length <= 12}
                    >
                      <summary className={styles.optionsToggle}>
                        {t('portal.menu.options', { count: item.options.length })}
                      </summary>
                      <ul className={styles.optionList}>
                        {item.options.map((option) => (
                          <li key={option.id}>{renderSwitch('option', option, option.groupName)}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <UnavailableDialog
        key={turningOff ? `${turningOff.kind}-${turningOff.entry.id}` : 'none'}
        name={turningOff ? nameOf(turningOff.entry) : null}
        today={today}
        isBusy={change.isPending}
        onClose={() => setTurningOff(null)}
        onConfirm={(until) => {
          if (turningOff) {
            send({ action: 'off', kind: turningOff.kind, id: turningOff.entry.id, until }, () =>
              setTurningOff(null),
            );
          }
        }}
      />
    </div>
  );
}
