import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import handshake from '../assets/handshake.svg';
import takeoutBox from '../assets/takeout-box.svg';
import styles from './help-tiles.module.css';

/** The support hub's two tiles: customers go to the storefront, merchants to their FAQ. */
export function HelpTiles() {
  const { t } = useTranslation();
  const tiles = [
    {
      to: paths.home.getHref(),
      art: takeoutBox,
      title: t('support.customerTile'),
      text: t('support.customerText'),
    },
    {
      to: paths.helpsMerchant.getHref(),
      art: handshake,
      title: t('support.merchantTile'),
      text: t('support.merchantText'),
    },
  ];
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Link to={tile.to} className={styles.tile}>
            <img src={tile.art} alt="" width={64} height={64} />
            <span className={styles.title}>{tile.title}</span>
            <span className={styles.text}>{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
