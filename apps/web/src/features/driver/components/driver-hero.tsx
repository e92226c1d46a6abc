import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import scooter from '../assets/motor-scooter.svg';
import styles from './driver-hero.module.css';

export interface DriverHeroProps {
  onJoinIn: () => void;
}

/** The recruitment hero; Join In scrolls to the sign-up form. */
export function DriverHero({ onJoinIn }: DriverHeroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="driver-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="driver-hero-title" className={styles.title}>
            {t('driver.heroTitle')}
          </h1>
          <p className={styles.text}>{t('driver.heroText')}</p>
          <Button size="lg" className={styles.join} onClick={onJoinIn}>
            {t('driver.joinIn')}
          </Button>
        </div>
        <img className={styles.art} src={scooter} alt="" width={240} height={240} />
      </div>
    </section>
  );
}
