import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoLive, useSetStoreLive, type GoLiveRequirement } from '../api/go-live';
import styles from './store-admin.module.css';

const REQUIREMENTS: GoLiveRequirement[] = ['hours', 'menu', 'order-types', 'order-protocol', 'bank-account'];

/** Whether diners can order, what going live still needs, and the switch itself. */
export function GoLivePanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const state = useGoLive(storeId);
  const setLive = useSetStoreLive(storeId);
  if (!state.data) {
    return state.isError ? (
      <p className={styles.alert}>{t('storeAdmin.loadFailed')}</p>
    ) : (
      <Skeleton height={160} />
    );
  }
  const { active, checklist, missing } = state.data;
  return (
    <section className={styles.section} aria-labelledby="go-live-title">
      <h2 id="go-live-title" className={styles.sectionTitle}>
        {t('storeAdmin.goLive.title')}
      </h2>
      <p className={active ? styles.success : undefined}>
        {active ? t('storeAdmin.goLive.live') : t('storeAdmin.goLive.inactive')}
      </p>
      <p className={styles.muted}>
        {missing.length === 0 ? t('storeAdmin.goLive.ready') : t('storeAdmin.goLive.missing')}
      </p>
      <ul className={styles.list}>
        {REQUIREMENTS.map((requirement) => (
          <li key={requirement} className={styles.item}>
            <span>{t(`storeAdmin.goLive.items.${requirement}`)}</span>
            <span className={checklist[requirement] ? styles.done : styles.todo}>
              {checklist[requirement]
                ? `✓ ${t('storeAdmin.goLive.done')}`
                : `✗ ${t('storeAdmin.goLive.todo')}`}
            </span>
          </li>
        ))}
      </ul>
      {setLive.error && (
        <p className={styles.alert} role="alert">
          {t('storeAdmin.goLive.refused', { message: setLive.error.message })}
        </p>
      )}
      <div className={styles.actions}>
        {active ? (
          <Button variant="secondary" isBusy={setLive.isPending} onClick={() => setLive.mutate(false)}>
            {t('storeAdmin.goLive.goInactive')}
          </Button>
        ) : (
          <Button
            isBusy={setLive.isPending}
            disabled={missing.length > 0}
            onClick={() => setLive.mutate(true)}
          >
            {t('storeAdmin.goLive.goLive')}
          </Button>
        )}
      </div>
    </section>
  );
}
