import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import styles from './table-code-sheet.module.css';

export interface TableCode {
  key: string;
  /** 'Table 4', or the walk-in label. */
  label: string;
  url: string;
}

export interface TableCodeSheetProps {
  storeName: string;
  codes: readonly TableCode[];
}

/** The printable grid of QR codes, one card per table plus the walk-in code. */
export function TableCodeSheet({ storeName, codes }: TableCodeSheetProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.sheet}>
      {codes.map((code) => (
        <li key={code.key} className={styles.card} data-testid="table-code">
          <p className={styles.label}>{code.label}</p>
          <QRCodeSVG
            className={styles.qr}
            value={code.url}
            size={168}
            level="M"
            marginSize={2}
            title={t('tableCodes.qrTitle', { label: code.label, store: storeName })}
            data-url={code.url}
          />
          <p className={styles.scan}>{t('tableCodes.scanToOrder')}</p>
          <p className={styles.store}>{storeName}</p>
        </li>
      ))}
    </ul>
  );
}
