import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import handshake from '../assets/handshake.svg';
import moneyBag from '../assets/money-bag.svg';
import motorScooter from '../assets/motor-scooter.svg';
import takeoutBox from '../assets/takeout-box.svg';
import { ActionLink } from './action-link';
import { PromoSection } from './promo-section';
import styles from './home-promos.module.css';

export interface HomePromosProps {
  /** The promo sign-up button shows only to guests. */
  isGuest: boolean;
  signUpHref: string;
}

/** Home: alternating promo sections with Start Ordering, Learn More and Become a Partner. */
export function HomePromos({ isGuest, signUpHref }: HomePromosProps) {
  const { t } = useTranslation();
  return (
    <>
      <PromoSection
        id="promo-order"
        title={t('home.orderTitle')}
        text={t('home.orderText')}
        points={[t('home.orderPoint1'), t('home.orderPoint2'), t('home.orderPoint3')]}
        image={takeoutBox}
        action={
          <ActionLink to={paths.storesList.getHref()} variant="secondary">
            {t('home.startOrdering')}
          </ActionLink>
        }
      />
      <PromoSection
        id="promo-commission"
        title={t('home.commissionTitle')}
        text={t('home.commissionText')}
        image={moneyBag}
        isReversed
        tone="muted"
        action={
          <ActionLink to={paths.about.getHref()} variant="secondary">
            {t('home.learnMore')}
          </ActionLink>
        }
      />
      <PromoSection
        id="promo-partner"
        title={t('home.partnerTitle')}
        text={t('home.partnerText')}
        points={[t('home.partnerPoint1'), t('home.partnerPoint2'), t('home.partnerPoint3')]}
        image={handshake}
        action={
          <ActionLink to={paths.merchant.getHref()} variant="secondary">
            {t('home.becomePartner')}
          </ActionLink>
        }
      />
      <section className={styles.offer} aria-labelledby="promo-offer">
        <div className={styles.offerInner}>
          <img src={motorScooter} alt="" width={96} height={96} loading="lazy" className={styles.offerArt} />
          <div className={styles.offerCopy}>
            <h2 id="promo-offer" className={styles.offerTitle}>
              {t('home.offerTitle')}
            </h2>
            <p className={styles.offerText}>{t('home.offerText')}</p>
          </div>
          {isGuest && (
            <ActionLink to={signUpHref} variant="inverse">
              {t('home.signUp')}
            </ActionLink>
          )}
        </div>
      </section>
    </>
  );
}
