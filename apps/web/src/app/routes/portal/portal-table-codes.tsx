import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useTableCodes } from '@/features/portal/api/get-table-codes';
import { TableCodeSheet, type TableCode } from '@/features/table-codes/components/table-code-sheet';
import { useSaveTableCount } from '@/features/table-codes/api/table-count';
import { MAX_TABLE_COUNT, parseTableCount } from '@/features/table-codes/utils/table-count';
import { ApiError } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';
import styles from './portal-table-codes.module.css';

/** /portal/stores/{storeId}/table-codes: the printable in-store QR codes, for the store's owners only. */
export function PortalTableCodesRoute() {
  return (
    <PortalStoreGate section="tableCodes" isOwnerOnly>
      {({ session, storeId }) => <TableCodes session={session} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function TableCodes({ session, storeId }: { session: OwnerSession; storeId: number }) {
  const { t } = useTranslation();
  const countId = useId();
  const storeName = session.stores.find((store) => store.id === storeId)?.name ?? '';
  // The store's saved count, shown as typed until the owner changes it; saving keeps it for every later visit.
  const signed = useTableCodes(storeId);
  const save = useSaveTableCount(storeId);
  const [typed, setTyped] = useState<string | null>(null);
  const draft = typed ?? (signed.data ? String(signed.data.tableCount) : '');
  const [countError, setCountError] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('tableCodes.documentTitle', { store: storeName });
  }, [t, storeName]);

  const codes = useMemo<TableCode[]>(
    () =>
      (signed.data?.codes ?? []).map((code) => ({
        key: code.tableName === null ? 'walk-in' : `table-${code.tableName}`,
        label:
          code.tableName === null
            ? t('tableCodes.walkInLabel')
            : t('tableCodes.tableLabel', { table: code.tableName }),
        url: `${window.location.origin}${code.path}`,
      })),
    [signed.data, t],
  );

  return (
    <div className={styles.main}>
      <div className={styles.controls}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{t('tableCodes.title')}</h1>
          <p className={styles.store}>{storeName}</p>
          <p className={styles.text}>{t('tableCodes.intro')}</p>
        </div>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const next = parseTableCount(draft);
            if (next === null) {
              setCountError(t('portal.tableCodes.countInvalid', { max: MAX_TABLE_COUNT }));
              return;
            }
            setCountError(null);
            save.mutate(next, {
              onSuccess: () => setTyped(null),
              onError: (error) =>
                setCountError(
                  error instanceof ApiError && error.status === 400
                    ? t('portal.tableCodes.countInvalid', { max: MAX_TABLE_COUNT })
                    : t('portal.tableCodes.saveFailed'),
                ),
            });
          }}
        >
          <div className={styles.field}>
            <label htmlFor={countId} className={styles.label}>
              {t('tableCodes.countLabel')}
            </label>
            <input
              id={countId}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TABLE_COUNT}
              value={draft}
              aria-invalid={countError ? true : undefined}
              aria-describedby={countError ? `${countId}-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setCountError(null);
              }}
            />
            {countError && (
              <p id={`${countId}-error`} className={styles.error} role="alert">
                {countError}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary" isBusy={save.isPending}>
            {t('tableCodes.apply')}
          </Button>
          <Button onClick={() => window.print()} disabled={!signed.isSuccess}>
            {t('tableCodes.print')}
          </Button>
        </form>
      </div>
      <h2 className={styles.printTitle}>{storeName}</h2>
      {signed.isPending ? (
        <Skeleton height={240} />
      ) : signed.isError ? (
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" onClick={() => void signed.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('portal.tableCodes.loadFailed')}
        </Notice>
      ) : (
        <TableCodeSheet storeName={storeName} codes={codes} />
      )}
    </div>
  );
}
