import {
  DEFAULT_DROP_OFF_OPTION,
  DROP_OFF_NOTE_MAX_LENGTH,
  DROP_OFF_OPTIONS,
  composeDeliveryNote,
  filterDropOffNote,
  type DropOffOption,
} from '@orderlane/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveryAddress } from '@/types/api';
import { deliveryAvailabilityQueryOptions } from '../api/get-delivery-availability';
import type { AddressSuggestion } from '@/lib/api/suggest-addresses';
import { formatAddress, hasCompleteAddress } from '../utils/address-text';
import { AddressSearch } from './address-search';
import styles from './address-dialog.module.css';

export interface SavedDeliveryAddress extends DeliveryAddress {
  address2: string;
  note: string;
}

export interface AddressDialogProps {
  restaurantInfoId: number;
  initial: (DeliveryAddress & { address2: string }) | null;
  onSave: (address: SavedDeliveryAddress) => void;
  /** Closing without saving (the caller falls back to PICK_UP when no order type is set). */
  onClose: () => void;
}

function toAddress(suggestion: AddressSuggestion): DeliveryAddress | null {
  const address = {
    address: suggestion.fullThoroughfare?.trim() ?? '',
    city: suggestion.locality?.trim() ?? '',
    state: suggestion.administrativeAreaCode?.trim() ?? '',
    zip: suggestion.postCode?.trim() ?? '',
  };
  return hasCompleteAddress(address) ? address : null;
}

/** Address dialog: find the address, check delivery, then apartment, drop-off and note; Save. */
export function AddressDialog({ restaurantInfoId, initial, onSave, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial ? formatAddress(initial) : '');
  const [picked, setPicked] = useState<DeliveryAddress | null>(
    initial && hasCompleteAddress(initial) ? initial : null,
  );
  const [pickError, setPickError] = useState<string | null>(null);
  const [address2, setAddress2] = useState(initial?.address2 ?? '');
  const [dropOff, setDropOff] = useState<DropOffOption>(DEFAULT_DROP_OFF_OPTION);
  const [extraNote, setExtraNote] = useState('');
  const availability = useQuery({
    ...deliveryAvailabilityQueryOptions(
      restaurantInfoId,
      picked ?? { address: '', city: '', state: '', zip: '' },
    ),
    enabled: picked !== null,
  });
  const isAvailable = picked !== null && availability.data?.available === true;

  const onPick = (suggestion: AddressSuggestion) => {
    const address = toAddress(suggestion);
    setText(suggestion.description);
    setPicked(address);
    setPickError(address ? null : t('address.incorrect'));
  };

  const save = () => {
    if (picked && isAvailable) {
      onSave({ ...picked, address2: address2.trim(), note: composeDeliveryNote(dropOff, extraNote) });
    }
  };

  const footer = (
    <Button size="lg" isBlock disabled={!isAvailable} onClick={save}>
      {t('address.save')}
    </Button>
  );

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('address.title')} footer={footer}>
      <div className={styles.body}>
        <AddressSearch
          text={text}
          onTextChange={(value) => {
            setText(value);
            setPicked(null);
            setPickError(null);
          }}
          onPick={onPick}
          error={pickError ?? (availability.isError ? t('address.incorrect') : null)}
        />
        {picked && availability.isPending && (
          <div className={styles.checking} role="status">
            <Spinner size="sm" /> {t('address.checking')}
          </div>
        )}
        {picked && availability.data && !availability.data.available && (
          <Notice tone="error" title={t('address.outOfRange')} role="alert">
            {t('address.cannotDeliver')}
          </Notice>
        )}
        {isAvailable && (
          <>
            <Notice tone="success" title={t('address.available')} role="status">
              {formatAddress(picked)}
            </Notice>
            <TextField
              label={t('address.apartment')}
              autoComplete="address-line2"
              value={address2}
              maxLength={100}
              onChange={(event) => setAddress2(event.target.value)}
            />
            <fieldset className={styles.dropOff}>
              <legend className={styles.legend}>{t('address.dropOff')}</legend>
              {DROP_OFF_OPTIONS.map((option) => (
                <label key={option} className={styles.radio}>
                  <input
                    type="radio"
                    name="drop-off"
                    checked={dropOff === option}
                    onChange={() => setDropOff(option)}
                  />
                  {t(option === DEFAULT_DROP_OFF_OPTION ? 'address.handToMe' : 'address.leaveAtDoor')}
                </label>
              ))}
            </fieldset>
            <TextField
              label={t('address.extraNote')}
              hint={t('address.extraNoteHint')}
              value={extraNote}
              maxLength={DROP_OFF_NOTE_MAX_LENGTH}
              onChange={(event) => setExtraNote(filterDropOffNote(event.target.value))}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
