import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGoLive, useSetStoreLive, type GoLiveRequirement } from '../api/go-live';
import styles from './store-admin.module.css';

const REQUIREMENTS: GoLiveRequirement[] = ['hours', 'menu', 'order-types', 'order-protocol', 'bank-account'];

/** The portal page that fixes each item (order types: the Ordering section of the settings page itself). */
export const requirementHref: Record<GoLiveRequirement, (storeId: number) => string> = {
  hours: paths.portalStoreHours.getHref,
  menu: paths.portalMenuEditor.getHref,
  'order-types': (storeId) => `${paths.portalStoreSettings.getHref(storeId)}#settings-ordering`,
  'order-protocol': (storeId) => paths.portalStoreSetup.getHref(storeId, 'order-protocol'),
  'bank-account': (storeId) => paths.portalStoreSetup.getHref(storeId, 'bank-account'),
};

/** Whether diners can order, what going live still needs (each missing item links to its page), and the switch. */
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
            {checklist[requirement] ? (
              <span className={styles.done}>{`✓ ${t('storeAdmin.goLive.done')}`}</span>
            ) : (
              <span className={styles.todoGroup}>
                <span className={styles.todo}>{`✗ ${t('storeAdmin.goLive.todo')}`}</span>
                {requirement === 'order-types' ? (
                  // The Ordering section is on this page: a plain anchor scrolls to it.
                  <a className={styles.fixLink} href="#settings-ordering">
                    {t(`storeAdmin.goLive.fix.${requirement}`)}
                  </a>
                ) : (
                  <Link className={styles.fixLink} to={requirementHref[requirement](storeId)}>
                    {t(`storeAdmin.goLive.fix.${requirement}`)}
                  </Link>
                )}
              </span>
            )}
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
