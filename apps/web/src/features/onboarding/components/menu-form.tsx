import { BUSINESS_TYPES, LOCATION_RANGES, ONBOARDING_MESSAGES, validateAddMenu } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { OwnerSession } from '@/lib/owner-session';
import type { OnboardingProgress, UploadedMenuFile } from '../api/get-onboarding-progress';
import { sendOwnerInfoEmail, type OwnerInfo } from '../api/send-owner-info-email';
import { useOnboardingStore } from '../stores/onboarding-store';
import { menuSendFailure } from '../utils/menu-send-failure';
import { buildOwnerInfoBody } from '../utils/summary-html';
import { MenuFilePicker } from './menu-file-picker';
import styles from './onboarding.module.css';

export interface MenuFormProps {
  session: OwnerSession;
  restaurantId: number;
  saved: OnboardingProgress['menuInfo'];
  /** Files sent on an earlier visit; those the menu still lists stay with it. */
  uploaded: UploadedMenuFile[];
  onDone: () => void;
}

const messageKeys: Record<string, string> = {
  [ONBOARDING_MESSAGES.menuSource]: 'onboarding.menu.menuSource',
  [ONBOARDING_MESSAGES.required]: 'onboarding.menu.required',
};

/** Step 1: a menu website or files, store hours, type of business and number of locations. */
export function MenuForm({ session, restaurantId, saved, uploaded: allUploads, onDone }: MenuFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const landing = useOnboardingStore((state) => state.landing);
  const owner = useOnboardingStore((state) => state.owner);
  const [website, setWebsite] = useState(saved?.website ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [storeHours, setStoreHours] = useState(saved?.storeHours ?? '');
  const [businessType, setBusinessType] = useState(saved?.businessType ?? '');
  const [locations, setLocations] = useState(saved?.locations ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const kept = allUploads.filter((file) => saved?.uploadIds.includes(file.id));
  // A message answers the last Next; any change may have fixed it.
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setMessage(null);
    };
  const uploaded = kept.map((file) => ({ name: file.name, type: file.contentType, size: file.sizeBytes }));
  // The values travel as the mutation's variables: the submit handler's own, never an older render's.
  const send = useMutation({
    mutationFn: (info: OwnerInfo) => sendOwnerInfoEmail(info, session.accessToken),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['onboarding-progress', restaurantId] });
      onDone();
    },
  });

  const buildInfo = (): OwnerInfo => {
    const [firstName = '', ...rest] = session.name.split(' ');
    return {
      restaurantInfoId: restaurantId,
      email: session.email,
      firstName: owner?.firstName ?? firstName,
      lastName: owner?.lastName ?? rest.join(' '),
      website: website.trim(),
      storeHours: storeHours.trim(),
      businessType,
      locations,
      files,
      keepUploadIds: kept.map((file) => file.id),
      body: buildOwnerInfoBody({
        restaurantName: landing?.restaurantName ?? session.stores[0]?.name ?? '',
        address: landing?.address ?? '',
        email: session.email,
        phoneNumber: landing?.mobilePhone ?? '',
        website: website.trim(),
        storeHours: storeHours.trim(),
        businessType,
        locations,
        fileNames: [...uploaded.map((file) => file.name), ...files.map((file) => file.name)],
      }),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAddMenu({
      website,
      fileCount: files.length + uploaded.length,
      storeHours,
      businessType,
      locations,
    });
    setMessage(problem === null ? null : t(messageKeys[problem] ?? 'onboarding.menu.required'));
    if (problem === null) {
      send.mutate(buildInfo());
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="menu-title">
      <h1 id="menu-title" className={styles.cardTitle}>
        {t('onboarding.menu.title')}
      </h1>
      <TextField
        label={t('onboarding.menu.website')}
        type="url"
        inputMode="url"
        placeholder={t('onboarding.menu.websitePlaceholder')}
        value={website}
        onChange={(event) => changed(setWebsite)(event.target.value)}
      />
      <p className={styles.or}>{t('onboarding.menu.or')}</p>
      <MenuFilePicker files={files} uploaded={uploaded} onChange={changed(setFiles)} />
      <TextAreaField
        label={t('onboarding.menu.hours')}
        placeholder={t('onboarding.menu.hoursPlaceholder')}
        value={storeHours}
        onChange={(event) => changed(setStoreHours)(event.target.value)}
      />
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('onboarding.menu.businessType')}</legend>
        <div className={styles.chips}>
          {BUSINESS_TYPES.map((type) => (
            <label key={type} className={styles.chip}>
              <input
                type="radio"
                name="businessType"
                className="visually-hidden"
                value={type}
                checked={businessType === type}
                onChange={() => changed(setBusinessType)(type)}
              />
              {t(`onboarding.menu.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('onboarding.menu.locations')}</legend>
        <div className={styles.chips}>
          {LOCATION_RANGES.map((range) => (
            <label key={range} className={styles.chip}>
              <input
                type="radio"
                name="locations"
                className="visually-hidden"
                value={range}
                checked={locations === range}
                onChange={() => changed(setLocations)(range)}
              />
              {range}
            </label>
          ))}
        </div>
      </fieldset>
      {message && (
        <Notice tone="error" role="alert">
          {message}
        </Notice>
      )}
      {send.isError && (
        <Notice tone="error" role="alert">
          {menuSendFailure(send.error, t)}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={send.isPending}>
        {t('onboarding.next')}
      </Button>
    </form>
  );
}
