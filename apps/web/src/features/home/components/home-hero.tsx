import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import bubbleTea from '../assets/bubble-tea.svg';
import hamburger from '../assets/hamburger.svg';
import pizza from '../assets/pizza.svg';
import steamingBowl from '../assets/steaming-bowl.svg';
import taco from '../assets/taco.svg';
import styles from './home-hero.module.css';

export interface HomeHeroProps {
  /** The hero's call to action (Start Ordering, or an address search on the other home). */
  children: ReactNode;
}

const DISHES = [
  { src: hamburger, className: styles.dishA },
  { src: pizza, className: styles.dishB },
  { src: steamingBowl, className: styles.dishC },
  { src: taco, className: styles.dishD },
  { src: bubbleTea, className: styles.dishE },
];

/** Home: the hero headline '0% Commission for All Online Orders'. */
export function HomeHero({ children }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('home.heroTitle')}
          </h1>
          <p className={styles.text}>{t('home.heroText', { count: '11,000' })}</p>
          <div className={styles.actions}>{children}</div>
        </div>
        <div className={styles.art} aria-hidden>
          <span className={styles.plate} />
          {DISHES.map((dish) => (
            <img
              key={dish.src}
              className={`${styles.dish} ${dish.className}`}
              src={dish.src}
              alt=""
              width={96}
              height={96}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
