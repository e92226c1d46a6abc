import {
  basisPointsToPercent,
  COOPERATION_MODES,
  PHONE_ANSWERING_COMMISSION_BPS,
  TEMPORARY_COOPERATION_DAYS,
} from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import styles from './pricing.module.css';

const percent = (bps: number) => `${basisPointsToPercent(bps)}%`;

/** Commission by cooperation mode, for a Chinese and a Japanese restaurant. */
export function PricingTable() {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('pricing.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.modeHeader')}</th>
            <th scope="col" className={styles.number}>
              {t('pricing.chinese')}
            </th>
            <th scope="col" className={styles.number}>
              {t('pricing.japanese')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COOPERATION_MODES.map((mode) => (
            <tr key={mode}>
              <th scope="row">
                <span className={styles.mode}>{t(`pricing.modes.${mode}.name`)}</span>
                <span className={styles.note}>
                  {t(`pricing.modes.${mode}.note`, { days: TEMPORARY_COOPERATION_DAYS })}
                </span>
              </th>
              <td className={`${styles.number} tabular`}>
                {percent(PHONE_ANSWERING_COMMISSION_BPS[mode].CHINESE)}
              </td>
              <td className={`${styles.number} tabular`}>
                {percent(PHONE_ANSWERING_COMMISSION_BPS[mode].JAPANESE)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
