import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './marketing.module.css';

/** App Store and Google Play badges; with no native app yet, both open the web app. */
export function StoreBadges({ smallApple, smallGoogle }: { smallApple: string; smallGoogle: string }) {
  const badges = [
    { small: smallApple, name: 'App Store' },
    { small: smallGoogle, name: 'Google Play' },
  ];
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge.name}>
          <Link to={paths.storesList.getHref()} className={styles.badge}>
            <span className={styles.badgeSmall}>{badge.small}</span>
            <span className={styles.badgeName}>{badge.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
