import {
  DEFAULT_ORDER_PROTOCOL,
  formatCents,
  LITE_TRIAL_DAYS,
  ORDER_PROTOCOL_PRICES,
  ORDER_PROTOCOLS,
  validateOrderProtocol,
  type OrderProtocol,
} from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { OwnerSession } from '@/lib/owner-session';
import type { OnboardingProgress } from '../api/get-onboarding-progress';
import { saveOrderProtocol, type OrderProtocolInput } from '../api/save-order-protocol';
import styles from './onboarding.module.css';

const protocolKeys: Record<OrderProtocol, 'autoPrinting' | 'email' | 'fax'> = {
  'Auto Printing': 'autoPrinting',
  'Email + Phone Confirmation': 'email',
  'Fax + Phone Confirmation': 'fax',
};

const isProtocol = (value: string | undefined): value is OrderProtocol =>
  (ORDER_PROTOCOLS as readonly string[]).includes(value ?? '');

export interface OrderProtocolFormProps {
  session: OwnerSession;
  restaurantId: number;
  saved: OnboardingProgress['orderProtocol'];
  defaultStorePhone: string;
  onDone: () => void;
  /** In the portal the form is a section of a page (h2) and saves rather than moves on. */
  headingLevel?: 'h1' | 'h2';
  submitLabel?: string;
}

/** Step 2: exactly one way to receive orders, with its price; the e-mail or fax it needs; the store phone. */
export function OrderProtocolForm({
  session,
  restaurantId,
  saved,
  defaultStorePhone,
  onDone,
  headingLevel: Title = 'h1',
  submitLabel,
}: OrderProtocolFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [protocol, setProtocol] = useState<OrderProtocol>(
    isProtocol(saved?.protocol) ? saved.protocol : DEFAULT_ORDER_PROTOCOL,
  );
  const [email, setEmail] = useState(saved?.email || session.email);
  const [faxNumber, setFaxNumber] = useState(saved?.faxNumber ?? '');
  const [storePhone, setStorePhone] = useState(saved?.storePhone || defaultStorePhone);
  const [isMissing, setIsMissing] = useState(false);
  // The values travel as the mutation's variables: the submit handler's own, never an older render's.
  const save = useMutation({
    mutationFn: (input: OrderProtocolInput) => saveOrderProtocol(input, session.accessToken),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['onboarding-progress', restaurantId] });
      onDone();
    },
  });
  const price = (choice: OrderProtocol) => {
    const { trialCents, weeklyCents } = ORDER_PROTOCOL_PRICES[choice];
    return weeklyCents === 0 && trialCents === 0
      ? t('onboarding.protocol.priceFree')
      : t('onboarding.protocol.priceTrial', { days: LITE_TRIAL_DAYS, weekly: formatCents(weeklyCents) });
  };
  const missing = (value: string) =>
    isMissing && value.trim() === '' ? t('onboarding.protocol.required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOrderProtocol({ protocol, storePhone, email, faxNumber });
    setIsMissing(problem !== null);
    if (problem === null) {
      save.mutate({
        storeId: restaurantId,
        protocol,
        email: email.trim(),
        faxNumber: faxNumber.trim(),
        storePhone: storePhone.trim(),
      });
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="protocol-title">
      <Title id="protocol-title" className={styles.cardTitle}>
        {t('onboarding.protocol.title')}
      </Title>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('onboarding.protocol.choose')}</legend>
        {ORDER_PROTOCOLS.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="receiveOrders"
              value={choice}
              checked={protocol === choice}
              onChange={() => setProtocol(choice)}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{t(`onboarding.protocol.${protocolKeys[choice]}`)}</span>
              <span className={styles.choiceText}>
                {t(`onboarding.protocol.${protocolKeys[choice]}Text`)}
              </span>
              <span className={`${styles.price} tabular`}>{price(choice)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {protocol === 'Email + Phone Confirmation' && (
        <TextField
          label={t('onboarding.protocol.emailAddress')}
          type="email"
          autoComplete="email"
          value={email}
          error={missing(email)}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {protocol === 'Fax + Phone Confirmation' && (
        <TextField
          label={t('onboarding.protocol.faxNumber')}
          type="tel"
          inputMode="tel"
          value={faxNumber}
          error={missing(faxNumber)}
          onChange={(event) => setFaxNumber(event.target.value)}
        />
      )}
      <TextField
        label={t('onboarding.protocol.storePhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={storePhone}
        error={missing(storePhone)}
        onChange={(event) => setStorePhone(event.target.value)}
      />
      {save.isError && (
        <Notice tone="error" role="alert">
          {t('onboarding.protocol.saveFailed')}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={save.isPending}>
        {submitLabel ?? t('onboarding.next')}
      </Button>
    </form>
  );
}
