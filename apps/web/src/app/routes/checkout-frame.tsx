import { formatScheduleTime, isDeliveryOffered, type CheckoutMethod } from '@orderlane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { PickupNote } from '@/features/cart/components/pickup-note';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import { MethodSection } from '@/features/checkout/components/method-section';
import { TimeSection } from '@/features/checkout/components/time-section';
import type { Store } from '@/types/api';
import { SiteHeader } from '../layout/site-header';
import styles from './checkout.module.css';

/*
 * The checkout's frame and its first sections, shared by the page (checkout.tsx) and the drawing the server
 * makes of its first screen (app/checkout-first-screen.tsx): the app takes that drawing over element by
 * element, so both must build the same elements in the same order.
 */

export interface CheckoutFrameProps {
  store: Store;
  onOpenCart: () => void;
  /** The details column: how and when first (CheckoutFirstSections), then the rest. */
  children: ReactNode;
  /** The order summary column; the server's drawing has none (it knows no cart lines). */
  summary?: ReactNode;
  /** After the page's main element: its dialogs. */
  after?: ReactNode;
}

export function CheckoutFrame({ store, onOpenCart, children, summary, after }: CheckoutFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SiteHeader storeId={store.id} onOpenCart={onOpenCart} />
      <main className={styles.main}>
        <Link className={styles.back} to={paths.store.getHref(store.id, store)}>
          <ChevronLeftIcon size={18} /> {t('checkout.back', { store: store.name })}
        </Link>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <div className={styles.columns}>
          <div className={styles.details}>{children}</div>
          {summary}
        </div>
      </main>
      {after}
    </div>
  );
}

export interface CheckoutFirstSectionsProps {
  store: Store;
  method: CheckoutMethod;
  /** The cart's scheduled time (store-local wire form), or null for ASAP. */
  scheduleTime: string | null;
  isAsapAvailable: boolean;
  onMethodChange: (method: CheckoutMethod) => void;
  onAsap: () => void;
  onSchedule: () => void;
  /** Where a delivery goes (the address section); the server's drawing leaves it out, as it has no address. */
  deliverySection: ReactNode;
}

/** METHOD, TIME, then where: the pickup place, or the delivery address. */
export function CheckoutFirstSections({
  store,
  method,
  scheduleTime,
  isAsapAvailable,
  onMethodChange,
  onAsap,
  onSchedule,
  deliverySection,
}: CheckoutFirstSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <MethodSection value={method} canDeliver={isDeliveryOffered(store)} onChange={onMethodChange} />
      <TimeSection
        scheduledText={scheduleTime ? formatScheduleTime(scheduleTime, store.timeZone) : null}
        isAsapAvailable={isAsapAvailable}
        onAsap={onAsap}
        onSchedule={onSchedule}
      />
      {method === 'DELIVERY' ? (
        deliverySection
      ) : (
        <CheckoutSection title={t('checkout.pickupTitle')}>
          <PickupNote store={store} />
        </CheckoutSection>
      )}
    </>
  );
}
