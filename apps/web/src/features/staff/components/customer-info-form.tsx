import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH, toPhoneDigits } from '@orderlane/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { usePastCustomers, type PastCustomer } from '../api/find-past-customers';
import { customerProblems, EMPTY_CUSTOMER, type CustomerFields } from '../utils/customer-form';
import styles from './staff.module.css';

export interface CustomerInfoFormProps {
  storeId: number;
  isDelivery: boolean;
  initial: CustomerFields;
  onNext: (customer: CustomerFields) => void;
  /** The page's title and the store and order type line, shown above the form. */
  heading: ReactNode;
}

const FIELD_LABELS: Record<keyof CustomerFields, string> = {
  phoneNumber: 'staff.phone',
  firstName: 'staff.firstName',
  lastName: 'staff.lastName',
  email: 'staff.email',
  address: 'staff.address',
  address2: 'staff.address2',
  city: 'staff.city',
  state: 'staff.state',
  zip: 'staff.zip',
};

const toFields = (customer: PastCustomer): CustomerFields => ({
  ...EMPTY_CUSTOMER,
  ...Object.fromEntries(
    Object.keys(EMPTY_CUSTOMER).map((key) => [key, customer[key as keyof CustomerFields]]),
  ),
  phoneNumber: formatPhoneInput(customer.phoneNumber),
});

/** The caller looked up among the store's past customers, else typed in; Next goes on to the menu. */
export function CustomerInfoForm({ storeId, isDelivery, initial, onNext, heading }: CustomerInfoFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CustomerFields>(initial);
  const [lookup, setLookup] = useState<string | null>(null);
  const [hasTriedNext, setHasTriedNext] = useState(false);
  const customers = usePastCustomers(storeId, lookup);
  const problems = customerProblems(fields, isDelivery);
  const digits = toPhoneDigits(fields.phoneNumber);

  const set = (name: keyof CustomerFields, value: string) =>
    setFields((current) => ({
      ...current,
      [name]: name === 'phoneNumber' ? formatPhoneInput(value) : value,
    }));

  const errorOf = (name: keyof CustomerFields) => {
    const problem = hasTriedNext ? problems[name] : undefined;
    return problem ? t(`staff.${problem}`, { field: t(FIELD_LABELS[name]) }) : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedNext(true);
    if (Object.keys(problems).length === 0) {
      onNext(fields);
    }
  };

  const field = (name: keyof CustomerFields, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(FIELD_LABELS[name])}
      value={fields[name]}
      error={errorOf(name)}
      onChange={(event) => set(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      {heading}
      <section className={styles.card} aria-labelledby="lookup-title">
        <h2 id="lookup-title" className={styles.cardTitle}>
          {t('staff.findTitle')}
        </h2>
        <p className={styles.muted}>{t('staff.findHint')}</p>
        <div className={styles.row}>
          {field('phoneNumber', {
            type: 'tel',
            inputMode: 'tel',
            maxLength: PHONE_INPUT_MAX_LENGTH,
          })}
          <Button
            variant="secondary"
            disabled={digits.length !== 10}
            isBusy={customers.isFetching}
            onClick={() => setLookup(digits)}
          >
            {t('staff.find')}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {customers.data?.length === 0 && <p className={styles.muted}>{t('staff.noMatch')}</p>}
          {customers.isError && <p className={styles.error}>{customers.error.message}</p>}
          {customers.data && customers.data.length > 0 && (
            <>
              <p>{t('staff.matches', { count: customers.data.length })}</p>
              <ul className={styles.matches}>
                {customers.data.map((customer) => (
                  <li
                    key={`${customer.firstName}|${customer.address}|${customer.zip}`}
                    className={styles.match}
                  >
                    <span>
                      <strong>
                        {customer.firstName} {customer.lastName}
                      </strong>
                      <br />
                      <span className={styles.muted}>
                        {[customer.address, customer.city, customer.zip].filter(Boolean).join(', ')}{' '}
                        {t('staff.lastOrder', { date: customer.lastOrderDate })}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={`${t('staff.useCustomer')} ${customer.firstName} ${customer.lastName}`}
                      onClick={() => setFields(toFields(customer))}
                    >
                      {t('staff.useCustomer')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="customer-form-title">
        <h2 id="customer-form-title" className={styles.cardTitle}>
          {t('staff.formTitle')}
        </h2>
        <div className={styles.grid}>
          {field('firstName', { autoComplete: 'off' })}
          {field('lastName', { autoComplete: 'off' })}
          <div className={styles.wide}>{field('email', { type: 'email', inputMode: 'email' })}</div>
          <div className={styles.wide}>{field('address')}</div>
          <div className={styles.wide}>{field('address2')}</div>
          {field('city')}
          {field('state', { maxLength: 2 })}
          {field('zip', { inputMode: 'numeric', maxLength: 5 })}
        </div>
      </section>
      <Button type="submit" size="lg" isBlock>
        {t('staff.next')}
      </Button>
    </form>
  );
}
