import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { env } from '@/config/env';
import { useAddressMessages } from '../hooks/use-address-messages';
import { detectPlatform } from '../utils/native-bridge';
import styles from './address-helper-panel.module.css';

/** What the helper page shows: the platform, a field to try it, and the last answer it sent. */
export function AddressHelperPanel() {
  const { t } = useTranslation();
  const { answer, ask } = useAddressMessages();
  const [text, setText] = useState('');
  const platform = detectPlatform(navigator.userAgent);
  return (
    <div className={styles.panel}>
      <p>{t('addressHelper.text', { brand: env.BRAND_NAME })}</p>
      <p className={styles.platform} data-platform={platform}>
        {t('addressHelper.platform', { platform })}
      </p>
      <TextField
        label={t('addressHelper.tryLabel')}
        hint={t('addressHelper.tryHint')}
        autoComplete="street-address"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          void ask(event.target.value);
        }}
      />
      <div role="status" aria-live="polite">
        {answer?.hasFailed && <p className={styles.error}>{t('addressHelper.failed')}</p>}
        {answer?.descriptions?.length === 0 && (
          <p className={styles.muted}>{t('addressHelper.noSuggestions')}</p>
        )}
        {answer?.descriptions && answer.descriptions.length > 0 && (
          <ul className={styles.list} aria-label={t('addressHelper.tryLabel')}>
            {answer.descriptions.map((description) => (
              <li key={description} className={styles.item}>
                {description}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
