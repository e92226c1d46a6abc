import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './faq-links.module.css';

type Audience = 'customer' | 'merchant';

/**
 * The FAQ pages, linked from the support pages. The hub's Customer Support tile goes to the storefront (spec 001),
 * so without these links no page led to the customers' questions. `except` leaves out the page being read.
 */
export function FaqLinks({ except }: { except?: Audience }) {
  const { t } = useTranslation();
  const links = [
    { audience: 'customer' as const, to: paths.helpsCustomer.getHref() },
    { audience: 'merchant' as const, to: paths.helpsMerchant.getHref() },
  ].filter((link) => link.audience !== except);
  return (
    <nav className={styles.box} aria-labelledby="faq-links-title">
      <h2 id="faq-links-title" className={styles.title}>
        {t(except ? 'support.otherFaqTitle' : 'support.faqLinksTitle')}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.audience}>
            <Link to={link.to} className={styles.link}>
              {t(`support.${link.audience}FaqLink`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
