import { decodeReferralReference } from '@orderlane/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { AuthForm, type AuthMode } from '@/features/auth/components/auth-form';
import { useUserStore } from '@/features/auth/stores/user-store';
import { resolveAuthTarget } from '@/features/auth/utils/auth-target';
import { customerFromUser } from '@/features/auth/utils/customer-from-user';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { SiteHeader } from '../layout/site-header';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import styles from './auth.module.css';

export interface CardPageProps {
  title: string;
  /** A link above the title, e.g. back to the store. */
  back?: { href: string; label: string } | null;
  storeId?: number | null;
  /** An illustration above the title; the card is then centred (confirmation pages). */
  art?: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in and password pages share. */
export function CardPage({ title, back = null, storeId = null, art = null, children }: CardPageProps) {
  const openCart = useOpenCartElsewhere();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.shell}>
      <SiteHeader storeId={storeId} onOpenCart={openCart} />
      <main className={styles.page}>
        <div className={art ? `${styles.card} ${styles.center}` : styles.card}>
          {back && (
            <Link className={styles.back} to={back.href}>
              <ChevronLeftIcon size={18} /> {back.label}
            </Link>
          )}
          {art}
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}

function parseStoreId(text: string | null): number | null {
  const id = text && /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /auth: storeId, reference (a valid one opens Sign Up) and target (where to go afterwards). */
export function AuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { dispatch } = useCartActions();
  const storeId = parseStoreId(search.get('storeId'));
  const referenceText = search.get('reference');
  const referrer = decodeReferralReference(referenceText);
  const [mode, setMode] = useState<AuthMode>(referrer ? 'signUp' : 'signIn');
  const sessionNotice = useUserStore((state) => state.sessionNotice);
  const storeHref = storeId ? paths.store.getHref(storeId) : null;

  return (
    <CardPage
      title={mode === 'signIn' ? t('auth.signInTitle') : t('auth.signUpTitle')}
      storeId={storeId}
      back={storeHref ? { href: storeHref, label: t('auth.backToStore') } : null}
    >
      {sessionNotice && (
        <Notice tone="warning" role="alert">
          {sessionNotice}
        </Notice>
      )}
      {referrer && mode === 'signUp' && (
        <Notice
          tone="success"
          title={t('auth.invitedBy', { name: `${referrer.firstName} ${referrer.lastName}` })}
        >
          {t('auth.referralOffer')}
        </Notice>
      )}
      <AuthForm
        mode={mode}
        onModeChange={setMode}
        reference={referrer ? referenceText : null}
        forgotPasswordHref={paths.forgotPassword.getHref()}
        storeId={storeId}
        onSuccess={(user) => {
          useUserStore.getState().setUser(user);
          dispatch({ type: 'UPDATE_CUSTOMER', customer: customerFromUser(user) });
          void navigate(resolveAuthTarget(search.get('target'), storeHref), { replace: true });
        }}
      />
    </CardPage>
  );
}
