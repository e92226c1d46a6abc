import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferralReference } from '../api/get-referral-reference';
import styles from './referral-card.module.css';

export interface ReferralCardProps {
  userId: number;
  /** Builds the share link from the reference: /auth?reference=... */
  toShareHref: (reference: string) => string;
}

/** Referral: a link that gives the friend and the diner $5 each. */
export function ReferralCard({ userId, toShareHref }: ReferralCardProps) {
  const { t } = useTranslation();
  const reference = useReferralReference(userId);
  const [isCopied, setIsCopied] = useState(false);
  if (reference.isError || reference.data === '') {
    return null;
  }
  const link = reference.data ? new URL(toShareHref(reference.data), window.location.origin).href : null;
  return (
    <section className={styles.card} aria-labelledby="referral-title">
      <h2 id="referral-title" className={styles.title}>
        {t('account.referralTitle')}
      </h2>
      <p className={styles.text}>{t('account.referralText')}</p>
      {link ? (
        <div className={styles.share}>
          <input className={styles.link} readOnly value={link} aria-label={t('account.referralLink')} />
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => setIsCopied(true))
                .catch(() => setIsCopied(false))
            }
          >
            {isCopied ? t('account.copied') : t('account.copy')}
          </Button>
        </div>
      ) : (
        <Skeleton height={44} />
      )}
      <p className="visually-hidden" role="status">
        {isCopied ? t('account.copied') : ''}
      </p>
    </section>
  );
}
