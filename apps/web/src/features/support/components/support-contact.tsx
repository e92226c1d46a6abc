import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import phoneArt from '../assets/telephone-receiver.svg';
import styles from './support-contact.module.css';

/** `tel:` link for a US number written in any format. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

/** The support phone, with the 24/7 chat and call note. */
export function SupportContact() {
  const { t } = useTranslation();
  return (
    <section className={styles.contact} aria-labelledby="support-contact-title">
      <img src={phoneArt} alt="" width={48} height={48} loading="lazy" />
      <div className={styles.body}>
        <h2 id="support-contact-title" className={styles.title}>
          {t('support.contactTitle')}
        </h2>
        <p>{t('support.contactText', { phone: env.SUPPORT_PHONE })}</p>
      </div>
      <a className={styles.call} href={telHref(env.SUPPORT_PHONE)}>
        {t('support.callUs', { phone: env.SUPPORT_PHONE })}
      </a>
    </section>
  );
}
