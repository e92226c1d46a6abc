import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePortalOrder } from '@/features/portal/api/get-portal-order';
import { useTicketMoney } from '@/features/portal/api/get-ticket-money';
import { downloadTicketPdf } from '@/features/portal/api/get-ticket-pdf';
import { KitchenTicket } from '@/features/portal/components/kitchen-ticket';
import { usePortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalSignIn } from './portal-sign-in';
import styles from './portal-ticket.module.css';

/** /portal/stores/{storeId}/tickets/{orderId}: the printable ticket; `?print=1` prints it once loaded. */
export function PortalTicketRoute() {
  const { t } = useTranslation();
  const session = useOwnerSession();
  usePortalLanguage(session);
  const params = useParams();
  const [search] = useSearchParams();
  const storeId = Number(params.storeId);
  const orderId = Number(params.orderId);
  const store = session?.stores.find((candidate) => candidate.id === storeId);
  const ticket = usePortalOrder(orderId);
  const money = useTicketMoney(orderId);
  const order = ticket.data?.storeId === storeId ? ticket.data : undefined;
  const hasPrinted = useRef(false);
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');

  useEffect(() => {
    document.title = `TS-${orderId}`;
  }, [orderId]);
  useEffect(() => {
    // Printed once its money lines are in (or could not be had: the total still prints).
    const moneySettled = money.data !== undefined || money.isError;
    if (order && moneySettled && search.get('print') === '1' && !hasPrinted.current) {
      hasPrinted.current = true;
      // Printed after the ticket has painted.
      window.setTimeout(() => window.print(), 300);
    }
  }, [order, search, money.data, money.isError]);

  if (!session) {
    return <PortalSignIn />;
  }
  if (!store) {
    return <Notice tone="error">{t('portal.gate.noAccess')}</Notice>;
  }
  if (ticket.isPending) {
    return (
      <div className={styles.center}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!order) {
    return (
      <div className={styles.center}>
        <Notice tone="error">{t('portal.ticket.notFound', { number: `TS-${orderId}` })}</Notice>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button onClick={() => window.print()}>{t('portal.ticket.print')}</Button>
        <Button
          variant="secondary"
          isBusy={pdfState === 'busy'}
          onClick={() => {
            setPdfState('busy');
            downloadTicketPdf(orderId).then(
              () => setPdfState('idle'),
              () => setPdfState('failed'),
            );
          }}
        >
          {t('portal.ticket.pdf')}
        </Button>
        {pdfState === 'failed' && <p role="alert">{t('portal.ticket.pdfFailed')}</p>}
      </div>
      <KitchenTicket
        storeName={store.name}
        order={order}
        today={order.placedAt.slice(0, 10)}
        money={money.data}
      />
    </div>
  );
}
