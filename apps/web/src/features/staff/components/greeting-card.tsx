import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './staff.module.css';

export interface GreetingCardProps {
  storeName: string;
  staffName: string;
  onChoose: (orderType: 'PICK_UP' | 'DELIVERY') => void;
}

/** The greeting script to read to the caller, then Pick Up or Delivery. */
export function GreetingCard({ storeName, staffName, onChoose }: GreetingCardProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="greeting-title">
      <h2 id="greeting-title" className={styles.cardTitle}>
        {t('staff.greetingTitle')}
      </h2>
      <blockquote className={styles.script}>
        {t('staff.greeting', { store: storeName, name: staffName })}
      </blockquote>
      <div className={styles.choices}>
        <Button size="lg" onClick={() => onChoose('PICK_UP')}>
          {t('staff.pickUp')}
        </Button>
        <Button size="lg" onClick={() => onChoose('DELIVERY')}>
          {t('staff.delivery')}
        </Button>
      </div>
    </section>
  );
}
