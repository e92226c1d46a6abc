import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, dollarsToCents } from '@orderlane/domain';
import { Button } from '@/components/ui/button';
import { useDealChange, useDeals, type PortalDeal } from '../api/deals-api';
import { DealForm } from './deal-form';
import own from './deals-panel.module.css';
import styles from './menu-editor.module.css';
import { ConfirmDelete } from './row-tools';

/** '16:30, Mar 1, 2026' style: the store-local wire date read as written, not converted. */
const shown = (wire: string) => wire.slice(0, 16);

function DealRow({
  storeId,
  deal,
  onSaved,
}: {
  storeId: number;
  deal: PortalDeal;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { remove } = useDealChange(storeId);
  const gives =
    deal.price === 0
      ? t('menuEditor.deals.gives.free')
      : deal.price < 0
        ? t('menuEditor.deals.gives.off', { amount: formatCents(dollarsToCents(-deal.price)) })
        : t('menuEditor.deals.gives.price', { amount: formatCents(dollarsToCents(deal.price)) });
  return (
    <li className={styles.itemRow}>
      <div className={styles.head}>
        <div className={styles.stack}>
          <span className={styles.name}>
            {deal.name}
            {deal.cnName && <span className={styles.muted}>{deal.cnName}</span>}
            <span className={styles.price}>{gives}</span>
          </span>
          <span className={styles.muted}>
            {t('menuEditor.deals.over', { amount: formatCents(dollarsToCents(deal.subTotal)) })}
            {' · '}
            {deal.endDate
              ? t('menuEditor.deals.runs', { start: shown(deal.startDate), end: shown(deal.endDate) })
              : t('menuEditor.deals.runsOpen', { start: shown(deal.startDate) })}
          </span>
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('menuEditor.deals.editTitle', { name: deal.name })}
            onClick={() => setIsEditing((current) => !current)}
          >
            {t('menuEditor.edit')}
          </button>
          <button
            type="button"
            className={`${styles.tool} ${styles.danger}`}
            aria-label={t('menuEditor.deals.deleteLabel', { name: deal.name })}
            onClick={() => setIsConfirming(true)}
          >
            {t('menuEditor.delete')}
          </button>
        </div>
      </div>
      {isConfirming && (
        <ConfirmDelete
          question={t('menuEditor.deals.deleteQuestion', { name: deal.name })}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            remove.mutate(deal.id, {
              onSuccess: () => onSaved(t('menuEditor.status.deleted', { name: deal.name })),
              onError: (error) =>
                onSaved(t('menuEditor.status.failed', { name: deal.name, message: error.message })),
            });
          }}
        />
      )}
      {isEditing && (
        <DealForm
          storeId={storeId}
          deal={deal}
          onClose={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            onSaved(t('menuEditor.saved'));
          }}
        />
      )}
    </li>
  );
}

/** The store's deals (offered to diners at checkout once the order passes each one's minimum). */
export function DealsPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const deals = useDeals(storeId);
  const [isAdding, setIsAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section className={`${styles.card} ${own.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('menuEditor.deals.title')}
      </h2>
      <p className={styles.muted}>{t('menuEditor.deals.intro')}</p>
      {deals.isError && (
        <p className={styles.alert} role="alert">
          {t('menuEditor.deals.loadFailed')}
        </p>
      )}
      {deals.data?.length === 0 && <p className={styles.muted}>{t('menuEditor.deals.empty')}</p>}
      {deals.data && deals.data.length > 0 && (
        <ul className={styles.items} aria-label={t('menuEditor.deals.title')}>
          {deals.data.map((deal) => (
            <DealRow key={deal.id} storeId={storeId} deal={deal} onSaved={setStatus} />
          ))}
        </ul>
      )}
      {isAdding ? (
        <DealForm
          storeId={storeId}
          deal={null}
          onClose={() => setIsAdding(false)}
          onSaved={() => {
            setIsAdding(false);
            setStatus(t('menuEditor.saved'));
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setIsAdding(true)}>
            {t('menuEditor.deals.add')}
          </Button>
        </div>
      )}
      <div aria-live="polite">{status && <p className={styles.success}>{status}</p>}</div>
    </section>
  );
}
