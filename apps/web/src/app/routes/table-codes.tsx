import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { parseStoreIdParam, paths } from '@/config/paths';
import { encodeInStoreCode } from '@/features/in-store/utils/in-store-code';
import { useStore } from '@/features/store/api/search-restaurants';
import { TableCodeSheet, type TableCode } from '@/features/table-codes/components/table-code-sheet';
import { MAX_TABLE_COUNT, parseTableCount } from '@/features/table-codes/utils/table-count';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import statusStyles from '../layout/status-page.module.css';
import styles from './table-codes.module.css';

/** /merchant/table-codes/{storeId}: a printable page of in-store QR codes, one per table plus walk-in. */
export function TableCodesRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const openCart = useOpenCartElsewhere();
  const countId = useId();
  const storeId = parseStoreIdParam(params.id, null);
  const store = useStore(storeId);
  const tableCount = parseTableCount(search.get('tables'));
  const [draft, setDraft] = useState(String(tableCount));

  useEffect(() => {
    document.title = t('tableCodes.documentTitle', { store: store.data?.name ?? env.BRAND_NAME });
  }, [t, store.data?.name]);

  const codes = useMemo<TableCode[]>(() => {
    if (storeId === null) {
      return [];
    }
    const urlOf = (table: string | null) =>
      `${window.location.origin}${paths.inStore.getHref(encodeInStoreCode(storeId, table))}`;
    const tables = Array.from({ length: tableCount }, (_, index) => String(index + 1));
    return [
      ...tables.map((table) => ({
        key: `table-${table}`,
        label: t('tableCodes.tableLabel', { table }),
        url: urlOf(table),
      })),
      { key: 'walk-in', label: t('tableCodes.walkInLabel'), url: urlOf(null) },
    ];
  }, [storeId, tableCount, t]);

  if (storeId === null || (store.isSuccess && store.data === null)) {
    return (
      <div className={styles.page}>
        <SiteHeader onOpenCart={openCart} />
        <main className={statusStyles.page}>
          <h1 className={statusStyles.title}>{t('store.notFound')}</h1>
          <div className={statusStyles.actions}>
            <Link className={statusStyles.primary} to={paths.home.getHref()}>
              {t('common.goHome')}
            </Link>
          </div>
        </main>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <SiteHeader onOpenCart={openCart} />
      <main className={styles.main}>
        <div className={styles.controls}>
          <div className={styles.intro}>
            <h1 className={styles.title}>{t('tableCodes.title')}</h1>
            <p className={styles.store}>
              {store.data ? store.data.name : <Spinner size="sm" label={t('store.loading')} />}
            </p>
            <p className={styles.text}>{t('tableCodes.intro')}</p>
          </div>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              const next = parseTableCount(draft);
              setDraft(String(next));
              setSearch({ tables: String(next) }, { replace: true });
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
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary">
              {t('tableCodes.apply')}
            </Button>
            <Button onClick={() => window.print()}>{t('tableCodes.print')}</Button>
          </form>
        </div>
        <h2 className={styles.printTitle}>{store.data?.name}</h2>
        <TableCodeSheet storeName={store.data?.name ?? ''} codes={codes} />
      </main>
    </div>
  );
}
