import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TicketPrinterProps {
  /** The ticket page with ?print=1, which prints itself once its order has loaded. */
  href: string;
  onDone: () => void;
}

const PRINT_WINDOW_MS = 20_000;

/** Prints a new order's ticket from a hidden frame (no pop-up to allow); one ticket at a time. */
export function TicketPrinter({ href, onDone }: TicketPrinterProps) {
  const { t } = useTranslation();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), PRINT_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  return (
    <iframe
      key={href}
      src={href}
      title={t('portal.ticket.printing')}
      aria-hidden
      tabIndex={-1}
      style={{ position: 'fixed', right: 0, bottom: 0, width: 1, height: 1, border: 0, opacity: 0 }}
    />
  );
}
